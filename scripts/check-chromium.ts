import fs from 'node:fs';

// The e2e tests drive Debian's Chromium; no test tool may download a browser of its own.
if (!fs.existsSync('/usr/bin/chromium')) {
  console.error(
    "Chromium is missing: install it with 'apt-get install -y chromium' (Debian) and run the tests again.",
  );
  process.exit(1);
}
