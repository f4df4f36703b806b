package io.github.uts58.lucene;

import java.util.EnumSet;
import java.util.Set;

/** Parameters of {@code uts58_url_parts}. */
public final class UrlPartsOptions {
  /** The parts that can be emitted, each with its token type. */
  public enum Part {
    SCHEME("<URL_SCHEME>"),
    HOST("<URL_HOST>"),
    PORT("<URL_PORT>"),
    REGISTRABLE_DOMAIN("<REGISTRABLE_DOMAIN>"),
    PATH("<URL_PATH>"),
    QUERY("<URL_QUERY>"),
    FRAGMENT("<URL_FRAGMENT>"),
    LOCAL_PART("<EMAIL_LOCAL_PART>"),
    EMAIL_DOMAIN("<EMAIL_DOMAIN>");

    public final String tokenType;

    Part(String tokenType) {
      this.tokenType = tokenType;
    }
  }

  public static final String PARTS = "parts";
  public static final String HOST_HIERARCHY = "host_hierarchy";
  public static final String PATH_HIERARCHY = "path_hierarchy";
  public static final String KEEP_LINK = "keep_link";
  public static final String PRIVATE_SUFFIXES = "private_suffixes";
  public static final String MAX_HIERARCHY_DEPTH = "max_hierarchy_depth";
  /** The same setting as detection's: a Public Suffix List here gives the registrable domains. */
  public static final String TLD_FILE = DetectorOptions.TLD_FILE;
  public static final int DEFAULT_MAX_HIERARCHY_DEPTH = 32;

  public static final Set<Part> DEFAULT_PARTS = EnumSet.of(Part.HOST, Part.REGISTRABLE_DOMAIN, Part.EMAIL_DOMAIN);

  public final Set<Part> parts;
  public final boolean hostHierarchy;
  public final boolean pathHierarchy;
  public final boolean keepLink;
  public final boolean privateSuffixes;
  /**
   * Most ancestors a hierarchy emits besides the whole host or path: without a bound a link of
   * length L would emit about L/2 prefixes totalling L²/4 chars.
   */
  public final int maxHierarchyDepth;
  /** A Public Suffix List (or IANA list: then the bundled suffixes) replacing the bundled one, or null. */
  public final String tldFile;

  private UrlPartsOptions(Set<Part> parts, boolean hostHierarchy, boolean pathHierarchy, boolean keepLink, boolean privateSuffixes,
      int maxHierarchyDepth, String tldFile) {
    this.parts = parts;
    this.hostHierarchy = hostHierarchy;
    this.pathHierarchy = pathHierarchy;
    this.keepLink = keepLink;
    this.privateSuffixes = privateSuffixes;
    this.maxHierarchyDepth = maxHierarchyDepth;
    this.tldFile = tldFile;
  }

  public static UrlPartsOptions parse(ComponentArgs args) {
    return new UrlPartsOptions(
        args.choices(PARTS, Part.class, DEFAULT_PARTS),
        args.bool(HOST_HIERARCHY, false),
        args.bool(PATH_HIERARCHY, false),
        args.bool(KEEP_LINK, true),
        args.bool(PRIVATE_SUFFIXES, true),
        args.integer(MAX_HIERARCHY_DEPTH, DEFAULT_MAX_HIERARCHY_DEPTH, 1, 1024),
        args.string(TLD_FILE, null));
  }
}
