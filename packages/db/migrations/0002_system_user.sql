-- user_id 10000 is the system sender of spec section 9; it owns system messages and never signs in.
INSERT INTO "users" ("user_id", "first_name", "role", "status") VALUES (10000, 'JobBridge', 'system', 0)
ON CONFLICT ("user_id") DO NOTHING;
