-- Issue 13 item 4 (ASVS 2.1): merchants still on the old default password rule (SPEC §5 half-width
-- alphanumerics, 6 to 20) move to the new default, any printable character, 8 to 128. A rule an
-- operator chose stays as it is; the platform holds every rule to at least 8 characters and allows
-- at least 64 (passwordRuleOf in the contract).
UPDATE merchants
SET registration_rules = registration_rules || jsonb_build_object(
  'password', '{"enabled":true,"required":true,"minLength":8,"maxLength":128,"patternId":"printable","acceptedPattern":"\\P{Cc}*"}'::jsonb,
  'confirmPassword', '{"enabled":true,"required":true,"minLength":8,"maxLength":128,"patternId":"printable","acceptedPattern":"\\P{Cc}*"}'::jsonb
)
WHERE registration_rules -> 'password' = '{"enabled":true,"required":true,"minLength":6,"maxLength":20,"patternId":"alphanumeric","acceptedPattern":"[A-Za-z0-9]*"}'::jsonb;
