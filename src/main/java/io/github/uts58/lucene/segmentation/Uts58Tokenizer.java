package io.github.uts58.lucene.segmentation;

import io.github.uts58.chars.LinkCharIndex;
import io.github.uts58.core.LinkCheck;
import io.github.uts58.core.LinkChecker;
import io.github.uts58.core.LinkDetection;
import io.github.uts58.core.LinkDetector;
import io.github.uts58.core.LinkScanner;
import io.github.uts58.core.SchemelessLinks;
import io.github.uts58.core.TopLevelDomains;
import io.github.uts58.settings.Setting;
import io.github.uts58.settings.WordSegmentation;
import java.io.IOException;
import java.nio.CharBuffer;
import java.util.EnumSet;
import java.util.Iterator;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.OffsetAttribute;
import org.apache.lucene.analysis.tokenattributes.PositionIncrementAttribute;
import org.apache.lucene.analysis.tokenattributes.TypeAttribute;
import org.apache.lucene.util.AttributeFactory;

/**
 * Emits every URL and email address found by UTS #58 detection as one token of type {@link
 * LinkTokenTypes#URL} or {@link LinkTokenTypes#EMAIL}, and the text between links as words (UAX #29
 * as StandardTokenizer, or ICU word breaks as ICUTokenizer), or no words at all.
 *
 * <p>Streaming with a fixed buffer of {@code max(8192, 2 × maxLinkLength)} chars: the text is
 * processed in chunks that end after the last White_Space character in the buffer. No link ever
 * contains White_Space (§6.1: it is Link_Term=Hard, and no host or local-part character), so those
 * cuts never change a result. Only a stretch with no White_Space longer than the buffer is cut
 * elsewhere: {@code maxLinkLength + 8} chars before the buffer's end, keeping every link that
 * starts before the cut whole, and the scanner resumes after the cut where it stopped (the rest of
 * a cut URL or of an over-long host starts no link); a word or an email local-part running across
 * the cut is split there.
 *
 * <p>A URL longer than {@code maxLinkLength} is cut at that length and typed {@link
 * LinkTokenTypes#URL_TRUNCATED}; the rest of it is tokenized as ordinary text.
 *
 * <p>With §8 checks ({@link LinkChecker}), a rejected link is tokenized as ordinary text, and a
 * flagged one is followed by one {@link LinkTokenTypes#SUSPICIOUS_LINK} token per failed check,
 * stacked on it, whose term is the check's name.
 */
public final class Uts58Tokenizer extends Tokenizer {

  private static final int MIN_BUFFER = 8192;

  /**
   * A chunk cut without White_Space ends this much more than the maximum link length before the
   * buffer's end, so a link starting before the cut has its whole host, a trailing dot, a port and
   * the char after them in view: a host run reaching the buffer's end is then too long here as in
   * the whole text.
   */
  private static final int VIEW_MARGIN = 8;

  private final CharTermAttribute termAtt = addAttribute(CharTermAttribute.class);
  private final OffsetAttribute offsetAtt = addAttribute(OffsetAttribute.class);
  private final TypeAttribute typeAtt = addAttribute(TypeAttribute.class);
  private final PositionIncrementAttribute posIncAtt =
      addAttribute(PositionIncrementAttribute.class);

  private final LinkScanner scanner;
  private final TopLevelDomains tlds;
  private final WordSegmenter words;
  private final int maxLinkLength;

  /**
   * Chars kept after a chunk as context: {@link LinkScanner#CONTEXT_AFTER} when detection reads
   * around a host, else 0.
   */
  private final int lookahead;

  private final char[] buffer;

  /** Valid chars in {@link #buffer}. */
  private int bufferLen;

  /** Offset in the input of buffer[0]. */
  private int bufferOffset;

  private boolean inputExhausted;

  /** End of the chunk being tokenized; links found start before it. */
  private int chunkEnd;

  /** Everything before this in the chunk has been emitted or handed to the word segmenter. */
  private int cursor;

  private boolean inWords;

  private boolean hasLink;
  private int linkStart;
  private int linkEnd;
  private String linkTokenType;

  private final LinkChecker checker;
  private final CharBuffer bufferView;

  /** The checks the link found ahead (not emitted yet) failed in flag mode. */
  private final EnumSet<LinkCheck> linkFlags = EnumSet.noneOf(LinkCheck.class);

  /** The checks of the link just emitted, emitted next as stacked tokens. */
  private final EnumSet<LinkCheck> emittedFlags = EnumSet.noneOf(LinkCheck.class);

  private Iterator<LinkCheck> pendingFlags;
  private int flaggedStart;
  private int flaggedEnd;

  private int finalSkipped;

  /** Links and StandardTokenizer words, with the default TLDs and limits. */
  public Uts58Tokenizer() {
    this(
        DEFAULT_TOKEN_ATTRIBUTE_FACTORY,
        LinkDetection.getDefault(),
        WordSegmentation.STANDARD,
        Setting.MAX_TOKEN_LENGTH.defaultValue());
  }

  /**
   * @param detection link detection (its maximum link length sizes the buffer) and the §8 checks
   * @param wordSegmenter how text between links is split, or NONE for links only
   * @param maxTokenLength longest word; longer words are split (STANDARD only)
   */
  public Uts58Tokenizer(
      AttributeFactory factory,
      LinkDetection detection,
      WordSegmentation wordSegmenter,
      int maxTokenLength) {
    this(
        factory,
        detection,
        wordSegmenter,
        maxTokenLength,
        Math.max(MIN_BUFFER, minBufferSize(detection.detector())));
  }

  /**
   * The smallest buffer: two maximal links and the context read after a link ({@link
   * #contextAfter}); in precise mode, at least the chars read for an import statement at the text's
   * start ({@link LinkScanner#IMPORT_AT_START}), which the first window holds whole.
   */
  static int minBufferSize(LinkDetector detector) {
    int links = 2 * detector.maxLinkLength() + contextAfter(detector);
    return detector.schemelessLinks() == SchemelessLinks.PRECISE
        ? Math.max(links, LinkScanner.IMPORT_AT_START)
        : links;
  }

  private static int contextAfter(LinkDetector detector) {
    return detector.schemelessLinks() == SchemelessLinks.ALL ? 0 : LinkScanner.CONTEXT_AFTER;
  }

  /** With a given buffer size (at least {@link #minBufferSize}); tests use small ones. */
  Uts58Tokenizer(
      AttributeFactory factory,
      LinkDetection detection,
      WordSegmentation wordSegmenter,
      int maxTokenLength,
      int bufferSize) {
    super(factory);
    if (bufferSize < minBufferSize(detection.detector())) {
      throw new IllegalArgumentException("buffer must hold two maximal links and their context");
    }
    this.scanner = detection.detector().newScanner();
    this.tlds = detection.detector().topLevelDomains();
    this.maxLinkLength = detection.detector().maxLinkLength();
    this.lookahead = contextAfter(detection.detector());
    this.buffer = new char[bufferSize];
    this.checker = detection.checker().isNone() ? null : detection.checker();
    this.bufferView = CharBuffer.wrap(buffer);
    this.words =
        switch (wordSegmenter) {
          case STANDARD -> new StandardWordSegmenter(maxTokenLength);
          case ICU -> new IcuWordSegmenter();
          case NONE -> null;
        };
  }

  @Override
  public boolean incrementToken() throws IOException {
    clearAttributes();
    int skipped = 0;
    if (pendingFlags != null && pendingFlags.hasNext()) {
      termAtt.setEmpty().append(pendingFlags.next().settingName());
      setToken(flaggedStart, flaggedEnd, LinkTokenTypes.SUSPICIOUS_LINK, -1); // stacked on the link
      return true;
    }
    while (true) {
      if (inWords) {
        if (words.next(termAtt)) {
          skipped += words.skipped();
          int start = words.start();
          setToken(start, start + termAtt.length(), words.type(), skipped);
          return true;
        }
        skipped += words.skipped();
        inWords = false;
      }
      if (cursor < chunkEnd) {
        if (hasLink && linkStart == cursor) {
          termAtt.copyBuffer(buffer, linkStart, linkEnd - linkStart);
          setToken(linkStart, linkEnd, linkTokenType, skipped);
          cursor = linkEnd;
          emittedFlags.clear();
          emittedFlags.addAll(linkFlags);
          pendingFlags = emittedFlags.isEmpty() ? null : emittedFlags.iterator();
          flaggedStart = linkStart;
          flaggedEnd = linkEnd;
          nextLink();
          return true;
        }
        int gapEnd = hasLink ? linkStart : chunkEnd;
        if (words != null) {
          words.reset(buffer, cursor, gapEnd);
          inWords = true;
        }
        cursor = gapEnd;
        continue;
      }
      if (!nextChunk()) {
        finalSkipped = skipped;
        return false;
      }
    }
  }

  private void setToken(int start, int end, String type, int skipped) {
    offsetAtt.setOffset(correctOffset(bufferOffset + start), correctOffset(bufferOffset + end));
    typeAtt.setType(type);
    posIncAtt.setPositionIncrement(skipped + 1);
  }

  private void nextLink() {
    hasLink = false;
    linkFlags.clear();
    while (scanner.next()) { // the scanner stops at the chunk's end (startLimit) by itself
      int start = scanner.start();
      if (checker != null) {
        LinkChecker.Verdict verdict = checker.check(bufferView, scanner.toLink(), tlds);
        if (verdict.rejected()) {
          continue; // its text is tokenized as ordinary text
        }
        start = verdict.start();
        linkFlags.addAll(verdict.flags());
      }
      hasLink = true;
      linkStart = start;
      linkEnd = scanner.end();
      linkTokenType = LinkTokenTypes.of(scanner.type(), scanner.truncated());
      chunkEnd = Math.max(chunkEnd, linkEnd); // only when the chunk was cut without White_Space
      return;
    }
  }

  /** Drops the finished chunk, refills the buffer and finds the next chunk's end and first link. */
  private boolean nextChunk() throws IOException {
    int remaining = bufferLen - chunkEnd;
    boolean firstChunk = bufferLen == 0;
    int shift = chunkEnd;
    boolean linkEmailBeforeShift =
        shift > 0 && LinkCharIndex.isLinkEmail(Character.codePointBefore(buffer, shift));
    if (!firstChunk) {
      scanner.keepContextBefore(shift); // what precise mode reads before a host, about to move away
    }
    System.arraycopy(buffer, chunkEnd, buffer, 0, remaining);
    bufferOffset += chunkEnd;
    bufferLen = remaining;
    chunkEnd = 0;
    cursor = 0;
    while (!inputExhausted && bufferLen < buffer.length) {
      int n = input.read(buffer, bufferLen, buffer.length - bufferLen);
      if (n < 0) {
        inputExhausted = true;
      } else {
        bufferLen += n;
      }
    }
    if (bufferLen == 0) {
      return false;
    }
    int viewEnd = bufferLen;
    if (inputExhausted) {
      chunkEnd = bufferLen;
    } else {
      int afterSpace = afterLastWhiteSpace();
      if (afterSpace > 0) {
        chunkEnd = afterSpace;
        viewEnd = afterSpace;
      } else {
        chunkEnd = bufferLen - maxLinkLength - VIEW_MARGIN - lookahead;
        if (Character.isHighSurrogate(buffer[chunkEnd - 1])) {
          chunkEnd--;
        }
        chunkEnd = beforeLocalPart(chunkEnd);
      }
    }
    if (firstChunk) {
      scanner.reset(buffer, 0, viewEnd, chunkEnd);
    } else {
      // A chunk cut without White_Space may leave a host or a cut URL running on: resume after it.
      scanner.continueIn(buffer, shift, viewEnd, chunkEnd, linkEmailBeforeShift);
    }
    // the text read after the view: what precise mode reads after a link
    scanner.contextUpTo(bufferLen, inputExhausted);
    nextLink();
    return true;
  }

  /**
   * A cut moved back before the Link_Email stretch around it, and before a ':' just before that
   * stretch: §5.2 reads a local-part back to its start, and a URL's userinfo by the "://" before it
   * ({@code ftp://user.name@host}), which the next window could not see. A stretch longer than the
   * maximum link length is no local-part, so a cut inside it stays; so does one that would leave no
   * chunk.
   */
  private int beforeLocalPart(int cut) {
    if (!LinkCharIndex.isLinkEmail(Character.codePointAt(buffer, cut, bufferLen))
        && !LinkCharIndex.isLinkEmail(Character.codePointBefore(buffer, cut))) {
      return cut;
    }
    int floor = Math.max(0, cut - maxLinkLength - 1);
    int start = cut;
    while (start > floor) {
      int c = Character.codePointBefore(buffer, start);
      if (!LinkCharIndex.isLinkEmail(c)) {
        break;
      }
      start -= Character.charCount(c);
    }
    if (start == floor && floor > 0) {
      return cut; // longer than any local-part
    }
    if (start > 0 && buffer[start - 1] == ':') {
      start--;
    }
    return start > 0 ? start : cut;
  }

  private int afterLastWhiteSpace() {
    // not in the last chars: the text after a chunk is context that precise mode reads (", line 3")
    for (int i = bufferLen - 1 - lookahead; i >= 0; i--) {
      if ((LinkCharIndex.bmpFlags(buffer[i]) & LinkCharIndex.WHITE_SPACE) != 0) {
        return i + 1; // every White_Space character is in the BMP
      }
    }
    return -1;
  }

  @Override
  public void end() throws IOException {
    super.end();
    int finalOffset = correctOffset(bufferOffset + bufferLen);
    offsetAtt.setOffset(finalOffset, finalOffset);
    posIncAtt.setPositionIncrement(posIncAtt.getPositionIncrement() + finalSkipped);
  }

  @Override
  public void reset() throws IOException {
    super.reset();
    bufferLen = 0;
    bufferOffset = 0;
    inputExhausted = false;
    chunkEnd = 0;
    cursor = 0;
    inWords = false;
    hasLink = false;
    finalSkipped = 0;
    linkFlags.clear();
    emittedFlags.clear();
    pendingFlags = null;
  }

  @Override
  public void close() throws IOException {
    super.close();
    if (words != null) {
      words.close();
    }
    inWords = false;
  }
}
