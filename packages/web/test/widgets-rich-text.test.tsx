import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RichTextEditor, withoutInlineStyles } from '../src/widgets/rich-text/rich-text-editor.tsx';

type TipTapDom = HTMLElement & {
  editor: {
    view: { pasteHTML: (html: string, event?: Event) => boolean };
    commands: { selectAll: () => boolean; insertContent: (text: string) => boolean };
  };
};

function Harness({
  onChange,
  initial = '',
  onSubmit,
}: {
  onChange: (html: string) => void;
  initial?: string;
  onSubmit?: () => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    // In a record's form, as on every screen that edits rich text.
    <form
      dir="rtl"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <RichTextEditor
        label="توضیحات"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
    </form>
  );
}

/** jsdom has no ClipboardEvent; ProseMirror only needs an event to mark the paste with. */
const pasteEvent = () => new Event('paste', { cancelable: true });

const editorDom = () => screen.getByRole('textbox', { name: 'توضیحات' }) as TipTapDom;

/** What Word puts on the clipboard: Office namespaces, classes, inline styles, fonts, empty o:p. */
const WORD_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0}</style></head>
<body><!--StartFragment--><p class="MsoNormal" style="margin:0cm;font-family:Calibri"><b><span style="font-size:14pt;color:red">پیراهن</span></b><span style="mso-spacerun:yes"> کتان </span><o:p></o:p></p>
<p class="MsoListParagraph" style="mso-list:l0 level1 lfo1"><font face="Tahoma"><i>نرم</i></font></p>
<script>alert(1)</script><img src="x" onerror="alert(1)"><!--EndFragment--></body></html>`;

/** A copied web page: classes, inline styles, a div soup, a javascript: link, a tracking attribute. */
const WEB_HTML = `<div class="product__desc" style="color:#333"><h1 class="title">عنوان</h1><div data-track="1"><span style="font-weight:700">متن</span> <a href="javascript:alert(1)" onclick="x()">پیوند بد</a> <a href="https://shop.example/p" class="btn">پیوند خوب</a></div><ul class="list"><li style="margin:0">یک</li></ul></div>`;

describe('RichTextEditor', () => {
  it('keeps bold and italic from a Word paste and drops styles, classes, fonts, Office tags and scripts', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    act(() => {
      editorDom().editor.view.pasteHTML(WORD_HTML, pasteEvent());
    });
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const html = onChange.mock.lastCall?.[0] as string;
    expect(html).toContain('<strong>پیراهن</strong>');
    expect(html).toContain('<em>نرم</em>');
    expect(html).toContain('کتان');
    for (const junk of ['style=', 'class=', 'Mso', '<span', '<font', 'o:p', '<script', 'onerror', '<img'])
      expect(html).not.toContain(junk);
  });

  it('turns a web page paste into plain structure: no div soup, no javascript: link, real links kept', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    act(() => {
      editorDom().editor.view.pasteHTML(WEB_HTML, pasteEvent());
    });
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const html = onChange.mock.lastCall?.[0] as string;
    expect(html).toContain('<ul><li><p>یک</p></li></ul>');
    expect(html).toContain('href="https://shop.example/p"');
    expect(html).not.toContain('javascript:');
    for (const junk of ['style=', 'class=', 'data-track', 'onclick', '<div', '<h1'])
      expect(html).not.toContain(junk);
  });

  it('formats with the toolbar (pressed state follows the selection) and injects no <style>', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} initial="<p>سلام</p>" />);
    const bold = screen.getByRole('button', { name: 'پررنگ' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    act(() => {
      editorDom().editor.commands.selectAll();
    });
    await user.click(bold);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><strong>سلام</strong></p>'));
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'تیتر ۲ H2' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<h2><strong>سلام</strong></h2>'));
    expect(screen.getByRole('toolbar', { name: 'قالب‌بندی توضیحات' })).toBeInTheDocument();
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });

  it("asks a link's address in the app's own dialog (no window.prompt), checks it, and can take the link away", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const prompt = vi.spyOn(window, 'prompt');
    const saveRecord = vi.fn();
    render(<Harness onChange={onChange} onSubmit={saveRecord} initial="<p>سلام</p>" />);
    act(() => {
      editorDom().editor.commands.selectAll();
    });
    await user.click(screen.getByRole('button', { name: 'پیوند' }));
    const dialog = await screen.findByRole('dialog', { name: 'افزودن پیوند' });
    const address = screen.getByLabelText('نشانی پیوند');
    await waitFor(() => expect(address).toHaveFocus());
    await user.clear(address);
    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'ثبت پیوند' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('https://');
    await user.clear(address);
    await user.type(address, '/product/12{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('href="/product/12"')),
    );
    act(() => {
      editorDom().editor.commands.selectAll();
    });
    await user.click(screen.getByRole('button', { name: 'پیوند' }));
    await screen.findByRole('dialog', { name: 'ویرایش پیوند' });
    await user.click(screen.getByRole('button', { name: 'برداشتن پیوند' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>سلام</p>'));
    expect(prompt).not.toHaveBeenCalled();
    // The dialog's own submit never reaches the record's form.
    expect(saveRecord).not.toHaveBeenCalled();
  });

  it('sends an emptied document as an empty text', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial="<p>x</p>" />);
    act(() => {
      editorDom().editor.commands.selectAll();
      editorDom().editor.commands.insertContent('');
    });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
  });
});

describe('RichTextEditor loading stored HTML', () => {
  it('reports no change for HTML it only normalises (lists without paragraphs, bare text)', async () => {
    const onChange = vi.fn();
    render(
      <Harness
        onChange={onChange}
        initial={'<ul><li>ارسال رایگان</li><li>ضمانت</li></ul>متن <b>پررنگ</b>'}
      />,
    );
    await screen.findByRole('textbox', { name: 'توضیحات' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('pasted HTML', () => {
  it('loses its style attributes (which the CSP would refuse) and keeps its text, even text that says style=', () => {
    const word = `<p class=MsoNormal style='margin:0;font-family:"B Nazanin"'><span style="color:red">سلام style="x"</span><b STYLE=bold>!</b></p>`;
    expect(withoutInlineStyles(word)).toBe('<p class=MsoNormal><span>سلام style="x"</span><b>!</b></p>');
  });
});
