/**
 * The web app's boot script, inline in <head> of dist/index.html (apps/web/vite.config.ts). The
 * server allows it in its Content-Security-Policy by its hash (`'sha256-…'` of this exact text),
 * so it lives here, where both the build and the server read the same characters.
 *
 * It runs before anything paints, with no request of its own (a slow link cannot hold it):
 * - applies the signed-in user's dark theme (the app keeps it in sync later);
 * - on any address but the prerendered one (index.html is the landing page, and the server
 *   sends it for every page address), hides the landing markup and shows the boot shell until
 *   main.tsx has the page rendered;
 * - on the prerendered page, remembers the buttons tapped before the page is hydrated, for
 *   the public layout to press again (`window.__courtsideEarlyClicks`, ReplayEarlyClicks), and
 *   holds a form's submission until then (every public page is prerendered, the contact form's
 *   among them: its native submission would load the page again and lose what was typed);
 * - adds the stylesheet (`data-styles`): render-blocking on the prerendered page, which must
 *   never paint unstyled; not blocking elsewhere, so the boot shell (inline styles) paints while
 *   it loads, and main.tsx waits for it before rendering;
 * - preloads the app's code (`data-preload`: the entry and the modules it imports): at once
 *   elsewhere, but on the prerendered page only once its first frame is painted, so that on a
 *   slow link the page's HTML and stylesheet have the line to themselves until it shows
 *   (Lighthouse mobile on `/`: first paint 1.5 -> 0.8 s; decision 013);
 * - starts the app's code (`data-entry`) once the first frame is painted (or after 250 ms: a
 *   hidden tab paints no frames), so the page or the boot shell shows without waiting for the
 *   code to run.
 *
 * Written compact: every page carries it (0.66 KB gzipped), and bench/bundle.mjs counts it in
 * every public page's budget (decision 013).
 */
export const WEB_BOOT_SCRIPT = `(function(){
var h=document.documentElement,d=h.dataset,p=d.prerendered===location.pathname,s=d.styles,l,e,o,t;
try{o=JSON.parse(localStorage.getItem('auth-storage')).state.user.settings.preferences.theme;
if(o==='dark'||(o==='auto'&&matchMedia('(prefers-color-scheme: dark)').matches))h.classList.add('dark')}catch(x){}
if(p){e=window.__courtsideEarlyClicks=[];document.addEventListener('click',function(v){
var b=window.__courtsideEarlyClicks&&v.target instanceof Element?v.target.closest('button'):null;
if(b&&e.indexOf(b)<0)e.push(b)},true);document.addEventListener('submit',function(v){
if(window.__courtsideEarlyClicks)v.preventDefault()},true)}else h.classList.add('not-prerendered');
if(s){if(p&&!('blocking'in HTMLLinkElement.prototype))document.write('<link rel="stylesheet" crossorigin href="'+s+'" id="app-styles">');
else{l=document.createElement('link');l.rel='stylesheet';l.crossOrigin='';l.href=s;l.id='app-styles';
if(p)l.setAttribute('blocking','render');document.head.appendChild(l)}}
function pre(){(d.preload||'').split(' ').forEach(function(u){if(u){var k=document.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href=u;document.head.appendChild(k)}})}
if(!p)pre();
function start(){if(t)return;t=1;if(p)pre();var c=document.createElement('script');c.type='module';c.crossOrigin='';c.src=d.entry;document.head.appendChild(c)}
document.addEventListener('DOMContentLoaded',function(){requestAnimationFrame(function(){setTimeout(start)});setTimeout(start,250)})
})();
`;
