// A large, pale, diagonal word across the page ("CANCELLED"), drawn over the content so that no
// copy of a void document can pass for a live one, while the content stays readable beneath it.

export function drawStamp(doc: PDFKit.PDFDocument, text: string, color = '#c62828'): void {
  const { width, height } = doc.page;
  const size = Math.min(72, (width * 0.9) / (text.length * 0.62));
  doc.save();
  doc.rotate(-30, { origin: [width / 2, height / 2] });
  doc.font('bold').fontSize(size).fillColor(color).fillOpacity(0.22);
  const textWidth = doc.widthOfString(text);
  const x = (width - textWidth) / 2;
  const y = height / 2 - size / 2;
  doc.text(text, x, y, { lineBreak: false });
  doc
    .lineWidth(size / 16)
    .strokeColor(color)
    .strokeOpacity(0.22)
    .rect(x - size / 4, y - size / 8, textWidth + size / 2, size * 1.45)
    .stroke();
  doc.restore();
}
