package io.github.uts58.lucene.segmentation;

import java.io.IOException;
import org.apache.lucene.analysis.icu.segmentation.DefaultICUTokenizerConfig;
import org.apache.lucene.analysis.icu.segmentation.ICUTokenizer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.OffsetAttribute;
import org.apache.lucene.analysis.tokenattributes.TypeAttribute;

/**
 * ICU4J word breaking with dictionaries for Thai, Lao, Khmer, Myanmar and CJK: Lucene's own {@link
 * ICUTokenizer}, run over each range, so words and types are exactly ICUTokenizer's.
 */
final class IcuWordSegmenter implements WordSegmenter {
  private final ICUTokenizer tokenizer =
      new ICUTokenizer(new DefaultICUTokenizerConfig(true, true));
  private final CharTermAttribute innerTerm = tokenizer.addAttribute(CharTermAttribute.class);
  private final OffsetAttribute innerOffset = tokenizer.addAttribute(OffsetAttribute.class);
  private final TypeAttribute innerType = tokenizer.addAttribute(TypeAttribute.class);
  private final CharArrayRangeReader reader = new CharArrayRangeReader();
  private boolean open;
  private int base;

  @Override
  public void reset(char[] text, int start, int end) throws IOException {
    finishRange();
    reader.reset(text, start, end);
    tokenizer.setReader(reader);
    tokenizer.reset();
    open = true;
    base = start;
  }

  @Override
  public boolean next(CharTermAttribute term) throws IOException {
    if (!open || !tokenizer.incrementToken()) {
      finishRange();
      return false;
    }
    term.copyBuffer(innerTerm.buffer(), 0, innerTerm.length());
    return true;
  }

  private void finishRange() throws IOException {
    if (open) {
      tokenizer.end();
      tokenizer.close();
      open = false;
    }
  }

  @Override
  public int start() {
    return base + innerOffset.startOffset();
  }

  @Override
  public String type() {
    return innerType.type();
  }

  @Override
  public int skipped() {
    return 0;
  }

  @Override
  public void close() throws IOException {
    finishRange();
  }
}
