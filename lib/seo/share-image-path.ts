/** Share images are 1200 by 630 pixels, the size Open Graph and X's large card expect. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The file name of a page's share image: "/" is home.png, "/documentation/add-vendor" documentation--add-vendor.png. */
export const shareImageFile = (path: string) =>
  `${path === '/' ? 'home' : path.replace(/^\/+|\/+$/g, '').replace(/\//g, '--')}.png`;

/** Where a page's share image is served. */
export const shareImageHref = (path: string) => `/og/${shareImageFile(path)}`;
