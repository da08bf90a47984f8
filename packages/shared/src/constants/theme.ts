/** The web app's colour themes (issue 18): System follows the device, Light and Dark are chosen. */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** Where the web app remembers the choice (localStorage). */
export const THEME_STORAGE_KEY = 'nupeTheme';

/** `<meta name="theme-color">` per theme: the indigo of the header, darker at night. */
export const THEME_COLORS = { light: '#1b1f4b', dark: '#10132f' } as const;

/**
 * Runs in <head> before the page is drawn (inlined into index.html by the web build): puts
 * the remembered choice on <html data-theme> and the browser bar's colour to match, so a
 * dark page never flashes light. The server allows exactly this script by its hash (CSP).
 */
export const THEME_INIT_SCRIPT = `(function(){var c="system";try{c=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)})||c}catch(e){}if(c!=="light"&&c!=="dark")c="system";var r=document.documentElement;r.setAttribute("data-theme",c);var d=c==="dark"||(c==="system"&&matchMedia("(prefers-color-scheme: dark)").matches);var m=document.querySelector('meta[name="theme-color"]');if(m)m.setAttribute("content",d?${JSON.stringify(
  THEME_COLORS.dark,
)}:${JSON.stringify(THEME_COLORS.light)})})();`;
