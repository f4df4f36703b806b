package io.github.uts58.core;

/**
 * Which links without a scheme are reported. UTS #58 links every host that ends in a valid
 * top-level domain ({@link #ALL}); in real text many such hosts are file names and code identifiers
 * ({@code setup.py}, {@code Makefile.in}, {@code user.name}), which {@link #PRECISE} drops on
 * evidence from the text around them ({@link LookalikeHosts}). A URL with a scheme and an email
 * address are reported in every mode.
 */
public enum SchemelessLinks {
  /** UTS #58 exactly: every valid host is a link. */
  ALL,
  /** Hosts that the surrounding text shows to be file names or code identifiers are not links. */
  PRECISE,
  /** Only hosts whose first label is {@code www} are links without a scheme. */
  WWW_ONLY
}
