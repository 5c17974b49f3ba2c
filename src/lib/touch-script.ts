import {
  CLICK_IDS,
  FIRST_TOUCH_DAYS,
  MAX_PATH_LENGTH,
  MAX_UTM_LENGTH,
  UTM_FIELDS,
} from './attribution';
import { BOOKING_PARAMS } from './booking-link';

/** Where the browser keeps the first touch (localStorage) and the latest one (sessionStorage). */
export const TOUCH_KEYS = {
  first: 'lizit.attribution.first',
  last: 'lizit.attribution.last',
} as const;

/**
 * The browser side of lead attribution, as one small inline script that the site layout puts at
 * the top of every public page's body, so the touch is recorded while the page is still being
 * parsed: a visitor who clicks on or leaves before the page's own JavaScript has loaded keeps the
 * campaign that brought them. Plain code with no dependency: no validation library ships with the
 * page, and the server bounds and validates everything it receives (`parseAttribution`).
 *
 * What it does once per page load:
 * - builds this visit's touch: the landing path, the UTM parameters, which ad click id was present
 *   (never its value), another site's referrer host and path, and the time;
 * - keeps it as the first touch in localStorage when none is kept or the kept one is older than
 *   {@link FIRST_TOUCH_DAYS} days, and as the last touch in sessionStorage when the session has
 *   none or this visit is a new arrival (a campaign, an ad click, another site);
 * - with Global Privacy Control on, stores nothing: this page load's landing page and UTM stay in
 *   memory only;
 * - defines `window.lizitAttribution()`, which the lead forms call for the `{ first, last }` they
 *   send (under Global Privacy Control `{ first: null, last: <this visit> }`);
 * - puts the visitor's own source, medium and campaign on a booking link when it is clicked
 *   (`lib/booking-link.ts`), so a demo booked on the provider's page keeps its attribution.
 * Storage that is full, refused or holds junk is never an error: attribution is a hint.
 * The page's Content-Security-Policy allows it by its hash (the rendered-HTML cache hashes every
 * inline script of the page).
 */
export const TOUCH_SCRIPT = `(function(w){
var F=${JSON.stringify(TOUCH_KEYS.first)},L=${JSON.stringify(TOUCH_KEYS.last)},U=${JSON.stringify(UTM_FIELDS)},C=${JSON.stringify(CLICK_IDS)},P=${MAX_PATH_LENGTH},M=${MAX_UTM_LENGTH},D=${FIRST_TOUCH_DAYS * 86_400_000};
var gpc=w.navigator.globalPrivacyControl===true,visit=null;
function get(s,k){try{var v=JSON.parse(w[s].getItem(k));return v&&typeof v=="object"&&!Array.isArray(v)?v:null}catch(e){return null}}
function put(s,k,v){try{w[s].setItem(k,JSON.stringify(v))}catch(e){}}
try{
var l=w.location,q=new URLSearchParams(l.search),r=w.document.referrer,fresh=false,t={landing_page:l.pathname.slice(0,P),referrer_host:null,referrer_path:null};
U.forEach(function(k){t[k]=(q.get(k)||"").trim().slice(0,M)||null;if(q.has(k))fresh=true});
t.click_id=null;C.forEach(function(k){if(q.has(k)){fresh=true;if(!gpc&&!t.click_id)t.click_id=k}});
if(r){try{var u=new URL(r);if(u.host!==l.host){fresh=true;if(!gpc&&/^https?:$/.test(u.protocol)){t.referrer_host=u.host.toLowerCase();t.referrer_path=u.pathname.slice(0,P)}}}catch(e){}}
t.at=new Date().toISOString();visit=t;
if(!gpc){var f=get("localStorage",F);if(!f||!(Date.now()-Date.parse(f.at)<D))put("localStorage",F,t);if(fresh||!get("sessionStorage",L))put("sessionStorage",L,t)}
}catch(e){}
w.lizitAttribution=function(){return gpc?{first:null,last:visit}:{first:get("localStorage",F)||visit,last:get("sessionStorage",L)||visit}};
var S=${JSON.stringify(BOOKING_PARAMS.separator)},B=${JSON.stringify(BOOKING_PARAMS.attribute)},N={gclid:"google",fbclid:"facebook",msclkid:"bing"};
function sm(t){var s=t&&t.utm_source,m=t&&t.utm_medium;if(t&&!s&&t.click_id){s=N[t.click_id];m=m||"cpc"}if(t&&!s&&t.referrer_host){s=t.referrer_host.replace(/^www\./,"");m=m||"referral"}return[s||"(direct)",m||(s?"(not set)":"(none)"),t&&t.utm_campaign||""]}
function deco(e){var a=e.target&&e.target.closest&&e.target.closest("a["+B+"]");if(!a)return;try{var u=new URL(a.href),x=w.lizitAttribution(),l=sm(x.last),q=u.searchParams;q.set("utm_source",l[0]);q.set("utm_medium",l[1]);if(l[2])q.set("utm_campaign",l[2]);else q.delete("utm_campaign");q.set("utm_term",sm(x.first||x.last).join(S));q.set("utm_content",a.getAttribute(B)+S+w.location.pathname);a.href=u.href}catch(e){}}
["click","auxclick","contextmenu","keydown"].forEach(function(n){w.document.addEventListener(n,deco,true)});
})(window);`;
