/**
 * docs/product.md, Safety, Scam warnings: the message "Request a tagged photo" sends. A photo of
 * the item beside a handwritten note with the owner's username and the day shows they have it
 * now, which stolen photos cannot.
 */
const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** The request to `username` (the other person in the thread), dated `today` in local time. */
export function taggedPhotoRequest(username: string, today: Date): string {
  return (
    `Could you send a photo of the item next to a piece of paper with "${username}" and ` +
    `today's date (${dayFormat.format(today)}) written on it? Thanks!`
  );
}
