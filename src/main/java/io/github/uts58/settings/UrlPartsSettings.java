package io.github.uts58.settings;

import io.github.uts58.core.PublicSuffixList;
import java.io.IOException;
import java.util.Map;
import java.util.Set;
import org.apache.lucene.util.ResourceLoader;

/** The settings of {@code uts58_url_parts}. */
public record UrlPartsSettings(
    Set<Part> parts,
    boolean hostHierarchy,
    boolean pathHierarchy,
    boolean keepLink,
    boolean privateSuffixes,
    int maxHierarchyDepth,
    String tldFile) {

  /** The parts that can be emitted (setting {@code parts}), each with its token type. */
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

  public static UrlPartsSettings read(ComponentArgs args) {
    return new UrlPartsSettings(
        args.get(Setting.PARTS),
        args.get(Setting.HOST_HIERARCHY),
        args.get(Setting.PATH_HIERARCHY),
        args.get(Setting.KEEP_LINK),
        args.get(Setting.PRIVATE_SUFFIXES),
        args.get(Setting.MAX_HIERARCHY_DEPTH),
        args.get(Setting.TLD_FILE));
  }

  /** The defaults. */
  public static UrlPartsSettings defaults() {
    return read(ComponentArgs.of(Component.URL_PARTS_FILTER, null, Map.of()));
  }

  /**
   * The suffix list for registrable domains: {@code tld_file}'s Public Suffix List, or the bundled
   * one.
   */
  public PublicSuffixList suffixes(ResourceLoader loader) throws IOException {
    return tldFile == null
        ? PublicSuffixList.getDefault()
        : DetectionSettings.loadTlds(loader, tldFile).publicSuffixList();
  }
}
