package io.github.uts58.lucene;

import io.github.uts58.lucene.segmentation.LinkTokenTypes;
import java.io.IOException;
import org.apache.lucene.analysis.CharacterUtils;
import org.apache.lucene.analysis.TokenFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.TypeAttribute;

/** Lower-cases every token except links, whose paths are case-sensitive. */
public final class NonLinkLowerCaseFilter extends TokenFilter {
  private final CharTermAttribute termAtt = addAttribute(CharTermAttribute.class);
  private final TypeAttribute typeAtt = addAttribute(TypeAttribute.class);

  public NonLinkLowerCaseFilter(TokenStream input) {
    super(input);
  }

  @Override
  public boolean incrementToken() throws IOException {
    if (!input.incrementToken()) {
      return false;
    }
    String type = typeAtt.type();
    if (!type.equals(LinkTokenTypes.URL)
        && !type.equals(LinkTokenTypes.EMAIL)
        && !type.equals(LinkTokenTypes.URL_TRUNCATED)) {
      CharacterUtils.toLowerCase(termAtt.buffer(), 0, termAtt.length());
    }
    return true;
  }
}
