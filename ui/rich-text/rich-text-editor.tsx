/**
 * `RichTextEditor`: the rich-text editor of the back office (TipTap, StarterKit with its
 * Link, plus Image): bold, italic, headings, bullet and numbered lists, links and images by
 * address, undo and redo. The value is HTML; the server sanitises it on save and the
 * terminal shows it through {@link SafeHtml}. Link and image addresses are asked for in a
 * row under the toolbar (http(s) or a path of this server).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Box, Button, HStack, IconButton, Input, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import {
  LuBold,
  LuHeading2,
  LuHeading3,
  LuImage,
  LuItalic,
  LuLink,
  LuList,
  LuListOrdered,
  LuRedo2,
  LuUndo2,
} from 'react-icons/lu';

/** Props of {@link RichTextEditor}. */
export interface RichTextEditorProps {
  /** HTML; a change from outside (another record, another language) replaces the content. */
  value: string;
  onChange(html: string): void;
  /** Accessible name of the editing area. */
  label: string;
  /** `data-testid` of the editing area. */
  testId?: string;
}

/** An address the editor accepts for links and images. */
export function isAllowedUrl(url: string): boolean {
  return /^(https?:\/\/|\/(?!\/))[^\s"'<>]+$/i.test(url.trim());
}

/** One toolbar button. */
function Tool({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <IconButton
      aria-label={label}
      title={label}
      size="xs"
      variant={active ? 'solid' : 'ghost'}
      aria-pressed={active ?? undefined}
      onClick={onClick}
    >
      {children}
    </IconButton>
  );
}

/** The address row for a link or an image. */
function UrlRow({ kind, onDone }: { kind: 'link' | 'image'; onDone(url: string | null): void }) {
  const { t } = useTranslation('richText');
  const [url, setUrl] = useState('');
  const valid = isAllowedUrl(url);
  return (
    <HStack px="2" pb="2">
      <Input
        size="sm"
        autoFocus
        aria-label={t(kind === 'link' ? 'linkUrl' : 'imageUrl')}
        placeholder="https://"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && valid) {
            e.preventDefault();
            onDone(url.trim());
          }
        }}
      />
      <Button size="sm" disabled={!valid} onClick={() => onDone(url.trim())}>
        {t('insert')}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => onDone(null)}>
        {t('cancel')}
      </Button>
    </HStack>
  );
}

/** The toolbar over the editing area. */
function Toolbar({ editor, onAsk }: { editor: Editor; onAsk(kind: 'link' | 'image'): void }) {
  const { t } = useTranslation('richText');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <HStack gap="0.5" p="1" borderBottomWidth="1px" wrap="wrap" role="toolbar" aria-label={t('toolbar')}>
      <Tool label={t('bold')} active={state.bold} onClick={() => chain().toggleBold().run()}>
        <LuBold />
      </Tool>
      <Tool label={t('italic')} active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <LuItalic />
      </Tool>
      <Tool label={t('heading2')} active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        <LuHeading2 />
      </Tool>
      <Tool label={t('heading3')} active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        <LuHeading3 />
      </Tool>
      <Tool label={t('bulletList')} active={state.bullet} onClick={() => chain().toggleBulletList().run()}>
        <LuList />
      </Tool>
      <Tool label={t('orderedList')} active={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
        <LuListOrdered />
      </Tool>
      <Tool
        label={t(state.link ? 'unlink' : 'link')}
        active={state.link}
        onClick={() => (state.link ? chain().unsetLink().run() : onAsk('link'))}
      >
        <LuLink />
      </Tool>
      <Tool label={t('image')} onClick={() => onAsk('image')}>
        <LuImage />
      </Tool>
      <Tool label={t('undo')} onClick={() => chain().undo().run()}>
        <LuUndo2 />
      </Tool>
      <Tool label={t('redo')} onClick={() => chain().redo().run()}>
        <LuRedo2 />
      </Tool>
    </HStack>
  );
}

/** The editor. */
export function RichTextEditor({ value, onChange, label, testId }: RichTextEditorProps) {
  const [asking, setAsking] = useState<'link' | 'image' | null>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto'],
          isAllowedUri: isAllowedUrl,
        },
      }),
      Image,
    ],
    content: value,
    editorProps: {
      attributes: {
        'aria-label': label,
        role: 'textbox',
        'aria-multiline': 'true',
        ...(testId ? { 'data-testid': testId } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  // A value from outside (the dialog opened on another record) replaces the content.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const insert = (url: string | null) => {
    const kind = asking;
    setAsking(null);
    if (!editor || !url) return;
    if (kind === 'image') editor.chain().focus().setImage({ src: url }).run();
    else if (editor.state.selection.empty)
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] })
        .run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
  };

  return (
    <Stack gap="0" borderWidth="1px" borderRadius="md" bg="bg">
      {editor && <Toolbar editor={editor} onAsk={setAsking} />}
      {asking && <UrlRow key={asking} kind={asking} onDone={insert} />}
      <Box
        px="3"
        py="2"
        minH="40"
        css={{
          '& .tiptap': { outline: 'none', minHeight: '9rem' },
          '& .tiptap ul': { listStyleType: 'disc', paddingInlineStart: '1.5em' },
          '& .tiptap ol': { listStyleType: 'decimal', paddingInlineStart: '1.5em' },
          '& .tiptap h2': { fontSize: 'lg', fontWeight: 'semibold' },
          '& .tiptap h3': { fontSize: 'md', fontWeight: 'semibold' },
          '& .tiptap a': { color: 'teal.600', textDecoration: 'underline' },
          '& .tiptap img': { maxWidth: '100%' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Stack>
  );
}
