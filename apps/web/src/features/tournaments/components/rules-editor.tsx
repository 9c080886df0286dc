import { Bold, Heading2, Italic, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { sanitizeRules } from '@/features/tournaments/lib/rules';
import { RULES_TYPOGRAPHY } from './rules-content';
import { i18n } from '@/lib/i18n';

type Format = 'heading' | 'bold' | 'italic';

const TOOLS: { format: Format; label: string; icon: LucideIcon }[] = [
  { format: 'heading', label: /*i18n*/ 'Heading', icon: Heading2 },
  { format: 'bold', label: /*i18n*/ 'Bold', icon: Bold },
  { format: 'italic', label: /*i18n*/ 'Italic', icon: Italic },
];

const EMPTY_HTML = '<p><br></p>';

// execCommand is deprecated but remains the only editing primitive every
// browser ships for contentEditable; jsdom lacks it, hence the guards.
const exec = (command: string, value?: string) =>
  typeof document.execCommand === 'function' && document.execCommand(command, false, value);

function activeFormats(): Record<Format, boolean> {
  const query = (command: string) =>
    typeof document.queryCommandState === 'function' && document.queryCommandState(command);
  const block =
    typeof document.queryCommandValue === 'function'
      ? document.queryCommandValue('formatBlock').toLowerCase()
      : '';
  return { heading: /h[1-3]/.test(block), bold: query('bold'), italic: query('italic') };
}

interface RulesEditorProps {
  label: string;
  defaultValue: string;
  onChange: (html: string) => void;
}

/**
 * A small rich-text editor for tournament rules (docs/decisions/003): a
 * contentEditable area with Heading, Bold and Italic toggles whose pressed
 * state follows the caret. The parent receives the editor's HTML; it is
 * sanitised before it is saved.
 */
export function RulesEditor({ label, defaultValue, onChange }: RulesEditorProps) {
  const labelId = useId();
  const editorRef = useRef<HTMLDivElement>(null);
  const [formats, setFormats] = useState<Record<Format, boolean>>({
    heading: false,
    bold: false,
    italic: false,
  });
  // The first value only: after that the DOM is the editor's own, as a textarea's would be.
  const initialHtml = useRef(sanitizeRules(defaultValue) || EMPTY_HTML);

  useEffect(() => {
    const editor = editorRef.current;
    if (!editor) return;
    editor.innerHTML = initialHtml.current;
    const onSelectionChange = () => {
      const anchor = document.getSelection()?.anchorNode;
      if (anchor && editor.contains(anchor)) setFormats(activeFormats());
    };
    document.addEventListener('selectionchange', onSelectionChange);
    return () => document.removeEventListener('selectionchange', onSelectionChange);
  }, []);

  const apply = (format: Format) => {
    const editor = editorRef.current;
    if (!editor) return;
    editor.focus();
    // New lines become paragraphs rather than divs, which the sanitiser would drop.
    exec('defaultParagraphSeparator', 'p');
    if (format === 'heading') exec('formatBlock', formats.heading ? 'p' : 'h2');
    else exec(format);
    setFormats(activeFormats());
    onChange(editor.innerHTML);
  };

  return (
    <div>
      <p id={labelId} className="mb-1 text-sm font-medium text-slate-700">
        {label}
      </p>
      <div className="overflow-hidden rounded-lg border border-slate-300 focus-within:outline-2 focus-within:outline-brand-600">
        <div
          role="toolbar"
          aria-label={i18n.t('Formatting')}
          className="flex gap-1 border-b border-slate-200 bg-slate-50 p-1"
        >
          {TOOLS.map(({ format, label: toolLabel, icon: Icon }) => (
            <button
              key={format}
              type="button"
              aria-label={i18n.t(toolLabel)}
              aria-pressed={formats[format]}
              // Keeps the selection in the editor: a click would otherwise move focus first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => apply(format)}
              className={`rounded-md p-2 focus-visible:outline-2 focus-visible:outline-brand-700 ${
                formats[format] ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-200'
              }`}
            >
              <Icon aria-hidden="true" className="h-4 w-4" />
            </button>
          ))}
        </div>
        <div
          ref={editorRef}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          contentEditable
          suppressContentEditableWarning
          onFocus={() => exec('defaultParagraphSeparator', 'p')}
          onInput={(event) => onChange(event.currentTarget.innerHTML)}
          onKeyUp={() => setFormats(activeFormats())}
          className={`max-h-96 min-h-48 overflow-y-auto bg-white p-3 outline-none ${RULES_TYPOGRAPHY}`}
        />
      </div>
      <p className="mt-1 text-xs text-slate-600">
        {i18n.t(
          'Headings, bold, italic and paragraphs are kept; other formatting is removed on save.',
        )}
      </p>
    </div>
  );
}
