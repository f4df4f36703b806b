package io.github.uts58.lucene;

import io.github.uts58.core.LinkType;

/** Token types of links and of the parts {@link Uts58UrlPartsFilter} emits. */
public final class LinkTokenTypes {
  public static final String URL = LinkType.URL.tokenType();
  public static final String EMAIL = LinkType.EMAIL.tokenType();
  public static final String URL_TRUNCATED = Uts58Tokenizer.TRUNCATED_URL_TYPE;

  private LinkTokenTypes() {}

  /** The link type of a complete link token, or null (truncated URLs and words are not links here). */
  public static LinkType linkType(String tokenType) {
    if (URL.equals(tokenType)) {
      return LinkType.URL;
    }
    if (EMAIL.equals(tokenType)) {
      return LinkType.EMAIL;
    }
    return null;
  }
}
