package io.github.uts58.lucene;

import io.github.uts58.core.LinkDetector;
import io.github.uts58.core.LinkNormalizer;
import io.github.uts58.core.LinkScanner;
import io.github.uts58.core.LinkType;
import io.github.uts58.lucene.segmentation.LinkTokenTypes;
import java.io.IOException;
import org.apache.lucene.analysis.TokenFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.TypeAttribute;

/**
 * Rewrites {@code <URL>} and {@code <EMAIL>} tokens into one canonical search form ({@link
 * LinkNormalizer}): lower-case scheme and host, Unicode host (punycode and Unicode spellings are
 * equal), minimally escaped path, query and fragment. An untyped token ({@code word}, as a keyword
 * field's value or a normalizer's input comes) whose whole term is one link is rewritten the same
 * way; other tokens pass untouched.
 */
public final class Uts58NormalizeFilter extends TokenFilter {
  private final CharTermAttribute termAtt = addAttribute(CharTermAttribute.class);
  private final TypeAttribute typeAtt = addAttribute(TypeAttribute.class);
  private final LinkNormalizer normalizer;
  private final LinkScanner scanner = LinkDetector.getDefault().newScanner();

  public Uts58NormalizeFilter(TokenStream input, LinkNormalizer normalizer) {
    super(input);
    this.normalizer = normalizer;
  }

  @Override
  public boolean incrementToken() throws IOException {
    if (!input.incrementToken()) {
      return false;
    }
    LinkType type = LinkTokenTypes.linkType(typeAtt.type());
    if (type == null && TypeAttribute.DEFAULT_TYPE.equals(typeAtt.type())) {
      // An untyped token (a keyword value, a normalizer's input) may be one link; words typed by a
      // tokenizer (<ALPHANUM>, …) are not: the uts58 tokenizer types every link it finds.
      type = wholeTermLink();
    }
    if (type != null) {
      String normalized;
      try {
        normalized = normalizer.normalize(termAtt.toString(), type);
      } catch (IllegalArgumentException e) {
        return true; // not a link after all (a token typed <URL> by another tokenizer): leave it
      }
      termAtt.setEmpty().append(normalized);
    }
    return true;
  }

  /**
   * The type of the link that is the whole term, or null: "https://Example.com/" but not "see
   * example.com".
   */
  private LinkType wholeTermLink() {
    int length = termAtt.length();
    scanner.reset(termAtt.buffer(), 0, length);
    if (scanner.next() && scanner.start() == 0 && scanner.end() == length && !scanner.truncated()) {
      return scanner.type();
    }
    return null;
  }
}
