-- Every mail waits here until it is sent, so a mail server that is down for a while, or a gateway
-- that dies, loses none: a worker of whichever gateway is up sends what is due, with retries and
-- backoff. The id is the mail's Message-ID, the same at every attempt. A claim moves
-- next_attempt_at ahead by a lease, so two gateways never send one mail at the same time, and a
-- claim of a gateway that died runs out.
CREATE TABLE mail_outbox (
    id TEXT PRIMARY KEY,
    message TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at BIGINT NOT NULL,
    last_error TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL,
    sent_at BIGINT,
    abandoned_at BIGINT
);
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL AND abandoned_at IS NULL;
