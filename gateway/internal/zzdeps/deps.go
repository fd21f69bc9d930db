package deps
import (
	_ "golang.org/x/crypto/argon2"
	_ "golang.org/x/crypto/chacha20poly1305"
	_ "golang.org/x/crypto/hkdf"
	_ "golang.org/x/oauth2"
	_ "github.com/coreos/go-oidc/v3/oidc"
	_ "github.com/wneessen/go-mail"
	_ "github.com/oauth2-proxy/mockoidc"
	_ "github.com/go-jose/go-jose/v4"
)
