package io.github.uts58.core;

/** The kind of a detected link. */
public enum LinkType {
  /** A URL: with http://, https:// or no scheme (§3). */
  URL("<URL>"),
  /** An email address, with or without mailto: (§5). */
  EMAIL("<EMAIL>");

  private final String tokenType;

  LinkType(String tokenType) {
    this.tokenType = tokenType;
  }

  /** The Lucene token type for this kind of link. */
  public String tokenType() {
    return tokenType;
  }
}
