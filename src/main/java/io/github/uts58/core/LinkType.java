package io.github.uts58.core;

/** The kind of a detected link. */
public enum LinkType {
  /** A URL: with http://, https:// or no scheme (§3). */
  URL,
  /** An email address, with or without mailto: (§5). */
  EMAIL
}
