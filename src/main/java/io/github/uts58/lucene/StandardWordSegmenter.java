package io.github.uts58.lucene;

import java.io.IOException;
import org.apache.lucene.analysis.standard.StandardTokenizer;
import org.apache.lucene.analysis.standard.StandardTokenizerImpl;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;

/**
 * UAX #29 words with the rules and token types of Lucene's {@link StandardTokenizer}, using its
 * generated scanner. Words longer than the maximum token length are split at it, as
 * StandardTokenizer does.
 */
final class StandardWordSegmenter implements WordSegmenter {
  private final StandardTokenizerImpl scanner;
  private final CharArrayRangeReader reader = new CharArrayRangeReader();
  private final int maxTokenLength;
  private int base;
  private int start;
  private String type;
  private int skipped;

  StandardWordSegmenter(int maxTokenLength) {
    this.maxTokenLength = maxTokenLength;
    this.scanner = new StandardTokenizerImpl(reader);
    scanner.setBufferSize(Math.min(maxTokenLength, StandardTokenizer.MAX_TOKEN_LENGTH_LIMIT));
  }

  @Override
  public void reset(char[] text, int start, int end) {
    reader.reset(text, start, end);
    scanner.yyreset(reader);
    base = start;
  }

  @Override
  public boolean next(CharTermAttribute term) throws IOException {
    skipped = 0;
    while (true) {
      int tokenType = scanner.getNextToken();
      if (tokenType == StandardTokenizerImpl.YYEOF) {
        return false;
      }
      if (scanner.yylength() <= maxTokenLength) {
        scanner.getText(term);
        start = base + scanner.yychar();
        type = StandardTokenizer.TOKEN_TYPES[tokenType];
        return true;
      }
      skipped++;
    }
  }

  @Override
  public int start() {
    return start;
  }

  @Override
  public String type() {
    return type;
  }

  @Override
  public int skipped() {
    return skipped;
  }

  @Override
  public void close() throws IOException {
    scanner.yyclose();
  }
}
