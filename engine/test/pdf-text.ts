/** The text of a PDF's first page (mupdf), for tests that read what a document says. */
export async function firstPageText(pdf: Uint8Array): Promise<string> {
  const mupdf = await import('mupdf');
  const document = mupdf.Document.openDocument(new Uint8Array(pdf), 'application/pdf');
  try {
    return document.loadPage(0).toStructuredText('preserve-whitespace').asText();
  } finally {
    document.destroy();
  }
}
