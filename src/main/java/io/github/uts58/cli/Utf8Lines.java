package io.github.uts58.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Lines of a byte stream decoded as UTF-8, the same for files and standard input: a byte that is
 * not valid UTF-8 becomes U+FFFD (one per maximal invalid sequence, as the JDK's decoder replaces)
 * and is counted, so a bad byte costs one character, never the rest of the input. Lines end at LF,
 * CR LF or CR, as {@link java.io.BufferedReader#readLine()}.
 */
final class Utf8Lines {
  private final InputStream in;
  private final CharsetDecoder decoder =
      StandardCharsets.UTF_8
          .newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT);
  private final byte[] buffer = new byte[64 * 1024];
  private int bufferPos;
  private int bufferLen;
  private boolean eof;
  private byte[] line = new byte[256];
  private CharBuffer chars = CharBuffer.allocate(256);
  private int lineNumber;
  private long invalidSequences;
  private int firstInvalidLine;

  Utf8Lines(InputStream in) {
    this.in = in;
  }

  /** The next line without its terminator, or null at the end. */
  String next() throws IOException {
    int length = 0;
    boolean any = false;
    while (true) {
      if (bufferPos == bufferLen) {
        if (eof || !fill()) {
          if (!any) {
            return null;
          }
          break;
        }
      }
      any = true;
      byte b = buffer[bufferPos++];
      if (b == '\n') {
        break;
      }
      if (b == '\r') {
        if (bufferPos == bufferLen && !eof) {
          fill();
        }
        if (bufferPos < bufferLen && buffer[bufferPos] == '\n') {
          bufferPos++;
        }
        break;
      }
      if (length == line.length) {
        line = Arrays.copyOf(line, length * 2);
      }
      line[length++] = b;
    }
    lineNumber++;
    return decode(length);
  }

  private boolean fill() throws IOException {
    int n = in.read(buffer, 0, buffer.length);
    if (n <= 0) {
      eof = n < 0;
      bufferPos = bufferLen = 0;
      return n > 0;
    }
    bufferPos = 0;
    bufferLen = n;
    return true;
  }

  private String decode(int length) {
    ByteBuffer bytes = ByteBuffer.wrap(line, 0, length);
    if (chars.capacity() < length) {
      chars = CharBuffer.allocate(Math.max(length, chars.capacity() * 2));
    }
    chars.clear();
    decoder.reset();
    while (true) {
      CoderResult r = decoder.decode(bytes, chars, true);
      if (r.isError()) {
        if (invalidSequences++ == 0) {
          firstInvalidLine = lineNumber;
        }
        chars.put('\uFFFD'); // U+FFFD takes one char; the skipped bytes took at least one
        bytes.position(bytes.position() + r.length());
      } else if (r.isOverflow()) {
        chars =
            CharBuffer.allocate(chars.capacity() * 2)
                .put(chars.flip()); // not reached: chars ≤ bytes
      } else {
        decoder.flush(chars);
        break;
      }
    }
    chars.flip();
    return chars.toString();
  }

  /** The number of the line last returned (from 1). */
  int lineNumber() {
    return lineNumber;
  }

  /** Invalid UTF-8 sequences replaced so far. */
  long invalidSequences() {
    return invalidSequences;
  }

  /** The line that held the first invalid sequence (0 if none). */
  int firstInvalidLine() {
    return firstInvalidLine;
  }
}
