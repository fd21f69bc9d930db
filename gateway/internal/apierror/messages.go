package apierror

import (
	"fmt"
	"strings"
)

// messages holds every error text in both languages; %s, where present, is the field name.
var messages = map[string][2]string{
	//                     German                                                                     English
	"account_exists":       {"Zu dieser E-Mail-Adresse gibt es schon ein Konto. Melde dich an oder setze dein Passwort zurück.", "There is already an account for this e-mail address. Log in or reset your password."},
	"account_blocked":      {"Dieses Konto wurde wegen Verstößen gegen unsere Regeln gesperrt.", "This account was blocked for breaking our rules."},
	"bad_request":          {"Die Anfrage ist fehlerhaft.", "The request is malformed."},
	"busy":                 {"Gerade werden sehr viele Bilder erstellt. Bitte versuche es gleich noch einmal.", "Very many pictures are being made right now. Please try again in a moment."},
	"cookbook_exists":      {"Du hast schon ein Kochbuch mit diesem Namen.", "You already have a cookbook with this name."},
	"csrf_rejected":        {"Die Anfrage kam nicht von dieser Seite und wurde abgelehnt.", "The request did not come from this site and was refused."},
	"file_required":        {"Bitte wähle ein Foto aus (Feld „file“).", "Please choose a photo (field “file”)."},
	"forbidden":            {"Dafür fehlt dir die Berechtigung.", "You are not allowed to do that."},
	"foreign_image":        {"Es können nur Bilder dieser Seite verkleinert werden.", "Only pictures of this site can be resized."},
	"image_too_large":      {"Das Bild ist zu groß, um es zu verkleinern.", "The picture is too large to be resized."},
	"image_unavailable":    {"Eines der Fotos gibt es nicht oder es gehört schon zu einem Kommentar.", "One of the photos does not exist or already belongs to a comment."},
	"incomplete_recipe":    {"Das Rezept ist noch nicht fertig: „%s“ fehlt oder reicht noch nicht.", "The recipe is not finished yet: “%s” is missing or not enough yet."},
	"incomplete_story":     {"Der Beitrag ist noch nicht fertig: „%s“ fehlt oder reicht noch nicht.", "The story is not finished yet: “%s” is missing or not enough yet."},
	"internal_error":       {"Etwas ist schiefgelaufen. Bitte versuche es später noch einmal.", "Something went wrong. Please try again later."},
	"invalid_credentials":  {"E-Mail-Adresse oder Passwort stimmen nicht.", "The e-mail address or the password is wrong."},
	"invalid_field":        {"Das Feld „%s“ ist ungültig.", "The field “%s” is invalid."},
	"invalid_image_path":   {"Diese Bildadresse ist fehlerhaft.", "This picture address is malformed."},
	"invalid_parameter":    {"Der Parameter „%s“ ist ungültig.", "The parameter “%s” is invalid."},
	"invalid_signature":    {"Die Signatur dieser Bildadresse stimmt nicht.", "The signature of this picture address is wrong."},
	"invalid_state":        {"Das geht gerade nicht: Das Rezept liegt bei der Redaktion oder ist schon veröffentlicht.", "Not possible right now: the recipe is with the editors or already published."},
	"invalid_token":        {"Dieser Link ist ungültig, abgelaufen oder wurde schon benutzt. Fordere einfach einen neuen an.", "This link is invalid, has expired or was used already. Just ask for a new one."},
	"limit_reached":        {"Hier ist kein Platz mehr: Du hast die Höchstzahl erreicht. Räum etwas auf und versuche es dann noch einmal.", "There is no room left: you have reached the maximum. Tidy up a little and try again."},
	"malformed_json":       {"Der Inhalt der Anfrage ist kein gültiges JSON.", "The request body is not valid JSON."},
	"method_not_allowed":   {"Diese Methode ist hier nicht erlaubt.", "This method is not allowed here."},
	"not_an_image":         {"Die Datei ist kein Bild, das wir lesen können.", "The file is not a picture we can read."},
	"not_found":            {"Das haben wir leider nicht gefunden.", "We could not find that."},
	"page_out_of_range":    {"Diese Seite gibt es nicht; die Liste hat weniger Seiten.", "That page does not exist; the list has fewer pages."},
	"password_too_common":  {"Dieses Passwort ist zu verbreitet und leicht zu erraten. Wähle bitte ein anderes.", "This password is too common and easy to guess. Please choose another one."},
	"password_too_long":    {"Das Passwort darf höchstens 1.024 Zeichen lang sein.", "The password may be at most 1,024 characters long."},
	"password_too_short":   {"Das Passwort muss mindestens 8 Zeichen lang sein.", "The password must be at least 8 characters long."},
	"photo_unavailable":    {"Dieses Foto gibt es nicht, oder es gehört nicht dir. Lade es bitte noch einmal hoch.", "This photo does not exist or is not yours. Please upload it again."},
	"premium_required":     {"Dieses Rezept gehört zu Tischlein Plus.", "This recipe is part of Tischlein Plus."},
	"provider_disabled":    {"Diese Anmeldemethode ist nicht verfügbar.", "This login method is not available."},
	"query_too_long":       {"Die Anfrage ist zu lang.", "The request is too long."},
	"rate_limited":         {"Zu viele Anfragen. Bitte warte einen Moment.", "Too many requests. Please wait a moment."},
	"route_not_found":      {"Diese Adresse gibt es nicht.", "This address does not exist."},
	"search_too_long":      {"Die Suche darf höchstens 200 Zeichen lang sein.", "A search may be at most 200 characters long."},
	"slug_taken":           {"Diesen Slug hat schon ein anderer Beitrag.", "Another item already has this slug."},
	"too_large":            {"Die Anfrage ist zu groß.", "The request is too large."},
	"unauthorized":         {"Bitte melde dich an.", "Please log in."},
	"unavailable":          {"Der Dienst ist gerade nicht verfügbar.", "The service is unavailable right now."},
	"unknown_filter":       {"Den Wert von „%s“ gibt es als Filter nicht.", "There is no such value for the filter “%s”."},
	"unknown_parameter":    {"Den Parameter „%s“ gibt es hier nicht.", "There is no parameter “%s” here."},
	"unsupported_image":    {"Dieses Bildformat können wir nicht lesen. Erlaubt sind JPEG, PNG, WebP und HEIC.", "We cannot read this picture format. JPEG, PNG, WebP and HEIC are allowed."},
	"unsupported_language": {"Diese Sprache gibt es nicht; wähle Deutsch (de) oder Englisch (en).", "That language is not available; choose German (de) or English (en)."},
	"upstream_error":       {"Die Inhalte konnten gerade nicht geladen werden.", "The content could not be loaded right now."},
	"upstream_invalid":     {"Die Inhalte kamen in einer unerwarteten Form an.", "The content arrived in an unexpected shape."},
	"upstream_timeout":     {"Die Inhalte haben zu lange gebraucht. Bitte versuche es gleich noch einmal.", "The content took too long. Please try again shortly."},
	"upstream_unreachable": {"Die Inhalte sind gerade nicht erreichbar.", "The content is unreachable right now."},
	"wrong_password":       {"Das Passwort stimmt nicht.", "The password is wrong."},
}

// Message is the text for a code in lang (de or en; anything else gets German).
func Message(code, lang, field string) string {
	pair, ok := messages[code]
	if !ok {
		pair = messages["internal_error"]
	}
	text := pair[0]
	if lang == "en" {
		text = pair[1]
	}
	if strings.Contains(text, "%s") {
		return fmt.Sprintf(text, field)
	}
	return text
}

func langOrDefault(lang string) string {
	if lang == "en" {
		return "en"
	}
	return "de"
}
