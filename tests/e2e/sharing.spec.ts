import { expect, test } from './fixtures';
import { FEATURED } from './seed-data';
import { listingIdByTitle } from './seed-lookup';

/** The content of each `<meta property|name="…">` of a page's HTML, read without JavaScript. */
function metaTags(html: string): Map<string, string> {
  const decode = (text: string) =>
    text
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  const tags = new Map<string, string>();
  for (const [, name, content] of html.matchAll(
    /<meta (?:property|name)="([^"]+)" content="([^"]*)"/g,
  )) {
    tags.set(name!, decode(content!));
  }
  return tags;
}

// docs/product.md, Sharing and search: a link pasted into a chat app shows the listing.
test('a listing link previews as a chat app draws it, and Share copies the link', async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  const path = `/listing/${await listingIdByTitle(request, FEATURED.title)}`;
  // As a chat app's crawler reads it: one plain GET, no JavaScript.
  const tags = metaTags(await (await request.get(path)).text());
  expect(tags.get('og:title')).toContain(FEATURED.title);
  expect(tags.get('og:url')).toBe(`${baseURL}${path}`);
  expect(tags.get('twitter:card')).toBe('summary_large_image');
  // The chat service fetches the image on its own servers, then draws the card.
  const image = await request.get(tags.get('og:image')!);
  expect(image.ok()).toBe(true);
  const imageData = `data:${image.headers()['content-type']};base64,${(await image.body()).toString('base64')}`;
  const preview = await context.newPage();
  await preview.setViewportSize({ width: 560, height: 520 });
  await preview.setContent(`<body style="background:#313338;font-family:sans-serif;padding:16px;margin:0">
    <div style="background:#2b2d31;border-left:4px solid ${tags.get('theme-color')};border-radius:4px;padding:12px 16px;max-width:432px">
      <div id="site" style="color:#b5bac1;font-size:12px"></div>
      <div id="title" style="color:#00a8fc;font-weight:600;margin:6px 0"></div>
      <div id="description" style="color:#dbdee1;font-size:14px"></div>
      <img alt="" style="margin-top:12px;max-width:400px;max-height:300px;border-radius:4px">
    </div></body>`);
  // Set as text, never as markup: the values are the page's own words.
  await preview.evaluate(
    ({ card, src }) => {
      for (const [id, text] of Object.entries(card))
        document.getElementById(id)!.textContent = text;
      document.querySelector('img')!.src = src;
    },
    {
      card: {
        site: tags.get('og:site_name')!,
        title: tags.get('og:title')!,
        description: tags.get('og:description')!,
      },
      src: imageData,
    },
  );
  await expect(preview.locator('#site')).toHaveText('Rotation');
  await expect(preview.locator('img')).toHaveJSProperty('complete', true);
  expect(await preview.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(
    Number(tags.get('og:image:width')),
  );
  // Kept beside the test's results (and in the HTML report) to be looked at.
  const screenshot = testInfo.outputPath('chat-preview.png');
  await preview.screenshot({ path: screenshot });
  await testInfo.attach('chat preview', { path: screenshot, contentType: 'image/png' });
  await preview.close();

  // Desktop Chromium has no share sheet: the link is copied.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto(path);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${path}`);
});
