import { FileDown, PlayCircle } from 'lucide-react';
import { DOWNLOADS, VIDEO_TUTORIALS } from '@/features/marketing/content/help';
import { i18n } from '@/lib/i18n';

/** Video tutorials and downloads: static lists (spec section 2), so text rather than links. */
export function HelpResources() {
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <section aria-labelledby="videos" className="rounded-xl border border-slate-200 p-6">
        <h2 id="videos" className="text-xl font-bold text-slate-900">
          {i18n.t('Video tutorials')}
        </h2>
        <ul className="mt-4 space-y-3">
          {VIDEO_TUTORIALS.map(({ title, duration }) => (
            <li key={title} className="flex items-center gap-3 text-slate-800">
              <PlayCircle aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
              <span className="flex-1">{i18n.t(title)}</span>
              <span className="text-sm tabular-nums text-slate-600">{duration}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="downloads" className="rounded-xl border border-slate-200 p-6">
        <h2 id="downloads" className="text-xl font-bold text-slate-900">
          {i18n.t('Downloads')}
        </h2>
        <ul className="mt-4 space-y-3">
          {DOWNLOADS.map(({ title, format, size }) => (
            <li key={title} className="flex items-center gap-3 text-slate-800">
              <FileDown aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
              <span className="flex-1">{i18n.t(title)}</span>
              <span className="text-sm text-slate-600">
                {format} · {size}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
