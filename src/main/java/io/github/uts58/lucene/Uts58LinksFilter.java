package io.github.uts58.lucene;

import io.github.uts58.core.LinkCheck;
import io.github.uts58.core.LinkChecker;
import io.github.uts58.core.LinkDetection;
import io.github.uts58.core.LinkScanner;
import io.github.uts58.core.TopLevelDomains;
import io.github.uts58.lucene.segmentation.LinkTokenTypes;
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
 * "),") are dropped. Made for a {@code whitespace} or {@code keyword} tokenizer on log messages; a
 * link that the tokenizer already split across tokens cannot be joined again here.
 *
 * <p>Offsets of the pieces are exact when the token's offsets span as many chars as its term; when
 * a char filter changed the length, every piece gets the whole token's offsets. The first piece
 * keeps the token's position increment (plus those of dropped tokens); the others follow at +1.
 */
public final class Uts58LinksFilter extends TokenFilter {
  private static final char[] NO_TEXT = new char[0];

  private enum Kind {
    /** Text around links, with the token's own type. */
    REMAINDER,
    LINK,
    /** A stacked marker of a flagged link: the term is the check's name. */
    FLAG
  }

  /**
   * A piece of the token being split. Pieces are reused from token to token: no allocation per
   * token.
   */
  private static final class Piece {
    int start;
    int end;
    Kind kind;

    /** The link's token type, or the check's name for a flag. */
    String type;
  }

  private final CharTermAttribute termAtt = addAttribute(CharTermAttribute.class);
  private final OffsetAttribute offsetAtt = addAttribute(OffsetAttribute.class);
  private final TypeAttribute typeAtt = addAttribute(TypeAttribute.class);
  private final PositionIncrementAttribute posIncAtt =
      addAttribute(PositionIncrementAttribute.class);

  private final LinkScanner scanner;
  private final TopLevelDomains tlds;
  private final boolean keepRemainder;
  private final LinkChecker checker;

  private char[] source = new char[64];
  private Piece[] pieces = new Piece[8];
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
      // in place: most tokens hold no link and are passed on as they are; the field's earlier
      // tokens may have shown a TLD to be a file extension (schemeless_links: precise)
      scanner.resetInSameText(term, 0, length);
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
        addPiece(
            start,
            scanner.end(),
            Kind.LINK,
            LinkTokenTypes.of(scanner.type(), scanner.truncated()));
        if (verdict != null) {
          for (LinkCheck c : verdict.flags()) {
            addPiece(start, scanner.end(), Kind.FLAG, c.settingName());
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
      System.arraycopy(
          term, 0, source, 0, length); // pieces are cut from here once termAtt is reused
      tokenType = typeAtt.type();
      tokenStart = offsetAtt.startOffset();
      tokenEnd = offsetAtt.endOffset();
      exactOffsets = tokenEnd - tokenStart == length;
      // The term is in source now; emptied, copying the attributes back per piece costs O(1), not
      // O(token).
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
        addPiece(start, end, Kind.REMAINDER, null);
        return;
      }
      i += Character.charCount(cp);
    }
  }

  private void addPiece(int start, int end, Kind kind, String type) {
    if (pieceCount == pieces.length) {
      pieces = ArrayUtil.growExact(pieces, pieceCount * 2);
    }
    Piece piece = pieces[pieceCount];
    if (piece == null) {
      piece = pieces[pieceCount] = new Piece();
    }
    piece.start = start;
    piece.end = end;
    piece.kind = kind;
    piece.type = type;
    pieceCount++;
  }

  private void emitPiece(int i) {
    Piece piece = pieces[i];
    tokenAttributes.copyTo(this);
    if (piece.kind == Kind.FLAG) {
      termAtt.setEmpty().append(piece.type);
    } else {
      termAtt.copyBuffer(source, piece.start, piece.end - piece.start);
    }
    if (exactOffsets) {
      offsetAtt.setOffset(tokenStart + piece.start, tokenStart + piece.end);
    }
    typeAtt.setType(
        switch (piece.kind) {
          case LINK -> piece.type;
          case FLAG -> LinkTokenTypes.SUSPICIOUS_LINK;
          case REMAINDER -> tokenType;
        });
    posIncAtt.setPositionIncrement(i == 0 ? pendingPosInc : piece.kind == Kind.FLAG ? 0 : 1);
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
    scanner.reset(NO_TEXT, 0, 0); // a new field: nothing known of its file names
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
