/**
 * docs/product.md, Error catalogue: a 401 from any call ends the session on the client. The request
 * helper reports it here; the auth provider, which owns the session, registers what happens next
 * (the toast, clearing the user, the redirect). A module seam keeps the helper free of React.
 */
type UnauthorizedHandler = () => void;

let handler: UnauthorizedHandler | null = null;

export function setUnauthorizedHandler(next: UnauthorizedHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

export function reportUnauthorized(): void {
  handler?.();
}
