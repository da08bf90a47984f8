/** Public address of a rendition; its storage key carries the rendition id. */
export const renditionUrl = (key: string | null | undefined) => (key ? `/api/media/${key}` : null);
