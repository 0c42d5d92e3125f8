-- When a session ends (sign-out, revocation, expiry clean-up, a deleted user), every instance is
-- told, so live streams opened with that session close at once (src/server/live/hub.ts).
CREATE FUNCTION notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rotation_live', json_build_object('kind', 'signout', 'sessionId', OLD.id)::text);
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_ended AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_ended();
