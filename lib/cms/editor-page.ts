/**
 * The editor's own policy, in the page so that every static host sends it, and looser than the
 * site's: Decap checks its configuration with ajv, which compiles validators with `new Function`
 * ('unsafe-eval'), and injects its styles at run time (emotion: 'unsafe-inline'). Scripts still
 * come only from this origin; it talks to this origin, `npm run cms`'s local server and GitHub.
 */
export const editorPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
  "connect-src 'self' http://127.0.0.1:8081 https://api.github.com",
  "font-src 'self' data:",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** The editor's HTML: Decap CMS from our own origin, told where its generated configuration is. */
export const editorPage = () => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta http-equiv="Content-Security-Policy" content="${editorPolicy}">
<title>Linkwell content editor</title>
<link href="/admin/config.yml" type="text/yaml" rel="cms-config-url">
</head>
<body>
<script src="/admin/decap/decap-cms.js"></script>
<script src="/admin/preview.js"></script>
</body>
</html>
`;
