package io.github.uts58.lucene.segmentation;

import java.io.Reader;

/** A reusable, unsynchronized Reader over a {@code char[]} range. */
final class CharArrayRangeReader extends Reader {
  private char[] text;
  private int pos;
  private int end;

  void reset(char[] text, int start, int end) {
    this.text = text;
    this.pos = start;
    this.end = end;
  }

  @Override
  public int read(char[] cbuf, int off, int len) {
    if (pos >= end) {
      return -1;
    }
    int n = Math.min(len, end - pos);
    System.arraycopy(text, pos, cbuf, off, n);
    pos += n;
    return n;
  }

  @Override
  public void close() {
    text = null;
  }
}
