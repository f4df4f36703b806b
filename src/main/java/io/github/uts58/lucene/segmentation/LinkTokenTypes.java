package io.github.uts58.lucene.segmentation;

import io.github.uts58.core.LinkType;

/**
 * The token types of links, of the §8 markers, and of the parts {@link Uts58UrlPartsFilter} emits
 * (see {@link UrlPartsSettings.Part}).
 */
public final class LinkTokenTypes {
  public static final String URL = "<URL>";
  public static final String EMAIL = "<EMAIL>";

  /** A URL cut at the maximum link length. */
  public static final String URL_TRUNCATED = "<URL_TRUNCATED>";

  /**
   * A token stacked on a link that failed a §8 check in flag mode; its term is the check's name.
   */
  public static final String SUSPICIOUS_LINK = "<SUSPICIOUS_LINK>";

  private LinkTokenTypes() {}

  /** The token type of a link of this kind; {@code truncated}: cut at the maximum link length. */
  public static String of(LinkType type, boolean truncated) {
    if (truncated) {
      return URL_TRUNCATED;
    }
    return type == LinkType.URL ? URL : EMAIL;
  }

  /**
   * The link type of a complete link token, or null (truncated URLs and words are not links here).
   */
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
