package io.github.uts58.lucene;

import io.github.uts58.core.LinkCheck;
import io.github.uts58.core.LinkChecker;
import io.github.uts58.core.LinkDetection;
import io.github.uts58.core.LinkScanner;
import io.github.uts58.core.TopLevelDomains;
import java.io.IOException;
import java.nio.CharBuffer;
import org.apache.lucene.analysis.TokenFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.OffsetAttribute;
import org.apache.lucene.analysis.tokenattributes.PositionIncrementAttribute;
import org.apache.lucene.analysis.tokenattributes.TypeAttribute;
import org.apache.lucene.util.ArrayUtil;
import org.apache.lucene.util.AttributeSource;

/**
 * Applies UTS #58 detection to each incoming token: a token that contains links is replaced by its
 * pieces, each link typed {@code <URL>} or {@code <EMAIL>} and, if {@code keepRemainder}, the text
 * around them with the token's own type. Remainder pieces with no letter or digit (such as "(" or
 * "),") are dropped. Made for a {@code whitespace} or {@code keyword} tokenizer on log messages;
 * a link that the tokenizer already split across tokens cannot be joined again here.
 *
 * <p>Offsets of the pieces are exact when the token's offsets span as many chars as its term; when a
 * char filter changed the length, every piece gets the whole token's offsets. The first piece keeps
 * the token's position increment (plus those of dropped tokens); the others follow at +1.
 */
public final class Uts58LinksFilter extends TokenFilter {
  private static final int LINK = 1;
  private static final int REMAINDER = 0;
  /** A stacked marker of a flagged link: term is the check's name. */
  private static final int FLAG = 2;

  private final CharTermAttribute termAtt = addAttribute(CharTermAttribute.class);
  private final OffsetAttribute offsetAtt = addAttribute(OffsetAttribute.class);
  private final TypeAttribute typeAtt = addAttribute(TypeAttribute.class);
  private final PositionIncrementAttribute posIncAtt = addAttribute(PositionIncrementAttribute.class);

  private final LinkScanner scanner;
  private final TopLevelDomains tlds;
  private final boolean keepRemainder;
  private final LinkChecker checker;

  private char[] source = new char[64];
  /** Pending pieces: start, end, kind (LINK or REMAINDER) in triples; link types alongside. */
  private int[] pieces = new int[24];
  private String[] pieceTypes = new String[8];
  private int pieceCount;
  private int nextPiece;
  /**
   * The attributes of the token being split, copied in and out with {@link #copyTo}: unlike
   * captureState/restoreState this allocates nothing per token. Cloned at reset, so it has every
   * attribute the finished chain added.
   */
  private AttributeSource tokenAttributes;
  private int tokenAttributeCount;
  private String tokenType;
  private int tokenStart;
  private int tokenEnd;
  private boolean exactOffsets;
  private int pendingPosInc;

  /**
   * @param detection link detection and the §8 checks: rejected links stay remainder text, flagged
   *     ones get stacked {@link LinkTokenTypes#SUSPICIOUS_LINK} markers
   * @param keepRemainder keep the text around links and tokens without links
   */
  public Uts58LinksFilter(TokenStream input, LinkDetection detection, boolean keepRemainder) {
    super(input);
    this.scanner = detection.detector().newScanner();
    this.tlds = detection.detector().topLevelDomains();
    this.keepRemainder = keepRemainder;
    this.checker = detection.checker().isNone() ? null : detection.checker();
  }

  @Override
  public boolean incrementToken() throws IOException {
    while (true) {
      if (nextPiece < pieceCount) {
        emitPiece(nextPiece++);
        return true;
      }
      if (!input.incrementToken()) {
        return false;
      }
      pendingPosInc += posIncAtt.getPositionIncrement();
      int length = termAtt.length();
      char[] term = termAtt.buffer();
      scanner.reset(term, 0, length); // in place: most tokens hold no link and are passed on as they are
      pieceCount = 0;
      nextPiece = 0;
      int last = 0;
      CharBuffer view = checker == null ? null : CharBuffer.wrap(term, 0, length);
      while (scanner.next()) {
        int start = scanner.start();
        LinkChecker.Verdict verdict = null;
        if (checker != null) {
          verdict = checker.check(view, scanner.toLink(), tlds);
          if (verdict.rejected()) {
            continue; // stays part of the remainder
          }
          start = verdict.start();
        }
        addRemainder(term, last, start);
        addPiece(start, scanner.end(), LINK, LinkTokenTypes.of(scanner.type(), scanner.truncated()));
        if (verdict != null) {
          for (LinkCheck c : verdict.flags()) {
            addPiece(start, scanner.end(), FLAG, c.settingName());
          }
        }
        last = scanner.end();
      }
      if (pieceCount == 0) {
        if (keepRemainder) {
          posIncAtt.setPositionIncrement(pendingPosInc); // the token as it came
          pendingPosInc = 0;
          return true;
        }
        continue; // dropped; its position increment goes to the next token emitted
      }
      addRemainder(term, last, length);
      source = ArrayUtil.grow(source, length);
      System.arraycopy(term, 0, source, 0, length); // pieces are cut from here once termAtt is reused
      tokenType = typeAtt.type();
      tokenStart = offsetAtt.startOffset();
      tokenEnd = offsetAtt.endOffset();
      exactOffsets = tokenEnd - tokenStart == length;
      // The term is in source now; emptied, copying the attributes back per piece costs O(1), not O(token).
      termAtt.setEmpty();
      copyTo(tokenAttributes);
    }
  }

  private void addRemainder(char[] term, int start, int end) {
    if (!keepRemainder) {
      return;
    }
    for (int i = start; i < end; ) {
      int cp = Character.codePointAt(term, i, end);
      if (Character.isLetterOrDigit(cp)) {
        addPiece(start, end, REMAINDER, null);
        return;
      }
      i += Character.charCount(cp);
    }
  }

  private void addPiece(int start, int end, int kind, String type) {
    pieces = ArrayUtil.grow(pieces, (pieceCount + 1) * 3);
    if (pieceTypes.length <= pieceCount) {
      pieceTypes = ArrayUtil.growExact(pieceTypes, pieceCount * 2 + 1);
    }
    pieces[pieceCount * 3] = start;
    pieces[pieceCount * 3 + 1] = end;
    pieces[pieceCount * 3 + 2] = kind;
    pieceTypes[pieceCount] = type;
    pieceCount++;
  }

  private void emitPiece(int i) {
    tokenAttributes.copyTo(this);
    int start = pieces[i * 3];
    int end = pieces[i * 3 + 1];
    int kind = pieces[i * 3 + 2];
    if (kind == FLAG) {
      termAtt.setEmpty().append(pieceTypes[i]);
    } else {
      termAtt.copyBuffer(source, start, end - start);
    }
    if (exactOffsets) {
      offsetAtt.setOffset(tokenStart + start, tokenStart + end);
    }
    typeAtt.setType(kind == LINK ? pieceTypes[i] : kind == FLAG ? LinkTokenTypes.SUSPICIOUS_LINK : tokenType);
    posIncAtt.setPositionIncrement(i == 0 ? pendingPosInc : kind == FLAG ? 0 : 1);
    if (i == 0) {
      pendingPosInc = 0;
    }
  }

  @Override
  public void end() throws IOException {
    super.end();
    posIncAtt.setPositionIncrement(posIncAtt.getPositionIncrement() + pendingPosInc);
    pendingPosInc = 0;
  }

  @Override
  public void reset() throws IOException {
    super.reset();
    pieceCount = 0;
    nextPiece = 0;
    pendingPosInc = 0;
    int count = 0;
    for (var it = getAttributeClassesIterator(); it.hasNext(); it.next()) {
      count++;
    }
    if (tokenAttributes == null || count != tokenAttributeCount) {
      tokenAttributes = cloneAttributes();
      tokenAttributeCount = count;
    }
  }
}
