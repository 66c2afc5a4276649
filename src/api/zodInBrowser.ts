import { z } from 'zod';

// Imported first by the browser entries (the app shell, Storybook's preview). Their Content-Security-Policy has
// no 'unsafe-eval', so zod cannot compile its parsers there anyway; but deciding so, it probes with a caught
// `new Function('')`, which the browser still reports as a CSP violation on every page. Jitless skips the probe
// and parses exactly as it would have after it. The server, where compiling is allowed, keeps zod's default.
z.config({ jitless: true });
