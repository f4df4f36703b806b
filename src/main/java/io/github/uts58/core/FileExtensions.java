package io.github.uts58.core;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The file extensions people write file names with in text and logs, from two MIME databases read
 * at build time ({@link #main}, {@code pom.xml} execution {@code file-extensions}) into the list
 * {@value #RESOURCE}: Apache Tika's ({@code tika-mimetypes.xml} of the {@code tika-core} artifact)
 * and freedesktop.org's shared-mime-info as the {@code ph-xml} artifact carries it ({@code
 * mime-type-info.xml}, the entries it marks as from shared-mime-info). Of each, the globs {@code
 * *.ext} of source code, scripts and documents (types under {@code text/}, and types derived from
 * {@code text/plain}), zip archives, video, Windows' programs and libraries ({@code
 * application/x-msdownload}: {@code exe}, {@code dll}, and {@code com}, which no rule takes for one
 * under RFC 1591's TLD), science's data files (netCDF's {@code nc}, HDF's, FITS'), and generic
 * binary files ({@code application/octet-stream}, which Tika gives to shared libraries); and of
 * those types, the names they give any extension ({@code Makefile.*}; shared-mime-info's {@code
 * README*} read as {@code README.*}). And of Pygments' table of lexers ({@code
 * pygments/lexers/_mapping.py} of the {@code org.pygments:pygments} artifact), the globs of its
 * lexers for configuration files: {@code *.cf} (sendmail's, Postfix's, SpamAssassin's and X11's
 * Imake configuration, CFEngine's policies) and {@code *.tf} (Terraform's), which no MIME type has.
 * Loaded once per JVM, on first use. Refresh them by raising {@code tika.version}, {@code
 * ph-xml.version} and {@code pygments.version} in {@code pom.xml}.
 */
public final class FileExtensions {
  static final String RESOURCE = "file-extensions.txt";

  private static final class Holder {
    static final Set<String> EXTENSIONS = load();
  }

  private FileExtensions() {}

  /** Whether {@code ext} (any case, no dot) is such an extension. */
  public static boolean contains(String ext) {
    return Holder.EXTENSIONS.contains(ext.toLowerCase(Locale.ROOT));
  }

  /**
   * A file name that the databases name with any extension after it ({@code Makefile.*}): the set's
   * entry for {@code name} (lower-case) followed by {@value #ANY_EXTENSION}.
   */
  static String anyExtension(String lowerCaseName) {
    return lowerCaseName + ANY_EXTENSION;
  }

  static final String ANY_EXTENSION = ".*";

  /** Bit n set: {@code extensions} holds a name of n chars ({@code n < 64}) with any extension. */
  static long anyExtensionNameLengths(Set<String> extensions) {
    long lengths = 0;
    for (String e : extensions) {
      int n = e.length() - ANY_EXTENSION.length();
      if (e.endsWith(ANY_EXTENSION) && n < Long.SIZE) {
        lengths |= 1L << n;
      }
    }
    return lengths;
  }

  /** Every such extension, lower-case, and every such name ({@link #anyExtension}). */
  public static Set<String> all() {
    return Holder.EXTENSIONS;
  }

  /**
   * The extensions a file gives instead of the bundled ones (setting {@code file_extensions_file}):
   * a MIME database in freedesktop.org's format (Apache Tika's {@code tika-mimetypes.xml},
   * shared-mime-info's {@code freedesktop.org.xml}) or ph-xml's ({@code mime-type-info.xml}), or
   * Pygments' table of lexers ({@code _mapping.py}), read as the bundled ones are, or one extension
   * per line ({@code py}, {@code .py} or {@code *.py}; {@code #} starts a comment) or name with any
   * extension ({@code Makefile.*}).
   */
  public static Set<String> parse(String text) {
    if (text.contains("<mime-info")) {
      return named(freedesktopFormat(text));
    }
    if (text.contains("<mime-type-info")) {
      return named(phXmlFormat(text));
    }
    if (text.contains(PYGMENTS_LEXERS)) {
      return configurationFiles(text);
    }
    Set<String> extensions = new HashSet<>();
    for (String line : text.split("\\R")) {
      int hash = line.indexOf('#');
      String ext = (hash >= 0 ? line.substring(0, hash) : line).strip();
      ext = ext.startsWith("*.") ? ext.substring(2) : ext.startsWith(".") ? ext.substring(1) : ext;
      if (ext.isEmpty()) {
        continue;
      }
      Matcher name = ANY_EXTENSION_NAME.matcher(ext);
      if (name.matches()) {
        extensions.add(anyExtension(name.group(1).toLowerCase(Locale.ROOT)));
      } else if (ext.chars().allMatch(c -> c < 0x80 && Character.isLetterOrDigit(c))) {
        extensions.add(ext.toLowerCase(Locale.ROOT));
      } else {
        throw new IllegalArgumentException("not a file extension: [" + line.strip() + "]");
      }
    }
    return Set.copyOf(extensions);
  }

  private static Set<String> load() {
    try (InputStream in = FileExtensions.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException(
            RESOURCE + " is missing from the jar (see pom.xml, file-extensions)");
      }
      return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Writes {@value #RESOURCE}: {@code args[0]} the file, then pairs of where a database comes from
   * (its artifact) and the database.
   */
  public static void main(String[] args) throws IOException {
    Set<String> extensions = new TreeSet<>();
    StringBuilder out =
        new StringBuilder("# The file extensions of these databases (FileExtensions):\n");
    for (int i = 1; i + 1 < args.length; i += 2) {
      Set<String> named = parse(Files.readString(Path.of(args[i + 1]), StandardCharsets.UTF_8));
      out.append("# ").append(args[i]).append(": ").append(named.size()).append('\n');
      extensions.addAll(named);
    }
    extensions.forEach(e -> out.append(e).append('\n'));
    Files.createDirectories(Path.of(args[0]).getParent());
    Files.writeString(Path.of(args[0]), out, StandardCharsets.UTF_8);
  }

  /** A MIME database: each type's supertypes and extensions. */
  private record MimeTypes(Map<String, List<String>> supertypes, Map<String, List<String>> globs) {
    MimeTypes() {
      this(new HashMap<>(), new HashMap<>());
    }

    void add(String type, List<String> supers, List<String> exts) {
      supertypes.computeIfAbsent(type, t -> new ArrayList<>()).addAll(supers);
      globs.computeIfAbsent(type, t -> new ArrayList<>()).addAll(exts);
    }
  }

  /** A type element, self-closing (no globs) or with its content in group 2. */
  private static final Pattern TYPE =
      Pattern.compile(
          "<mime-type\\s+type=\"([^\"]+)\"\\s*(?:/>|>(.*?)</mime-type>)", Pattern.DOTALL);

  private static final Pattern SUPER = Pattern.compile("<sub-class-of\\s+type=\"([^\"]+)\"");

  /** A name any extension may follow, a glob {@code Makefile.*}: group 1 the name. */
  private static final Pattern ANY_EXTENSION_NAME =
      Pattern.compile("([A-Za-z][A-Za-z0-9_-]*)\\.\\*");

  private static final Pattern NAME_GLOB =
      Pattern.compile("<glob\\s+pattern=\"([A-Za-z][A-Za-z0-9_-]*\\.\\*)\"");

  private static final Pattern GLOB = Pattern.compile("<glob\\s+pattern=\"\\*\\.([A-Za-z0-9]+)\"");

  /** freedesktop.org's format, which Tika's follows: {@code <mime-type type="…">} elements. */
  private static MimeTypes freedesktopFormat(String xml) {
    MimeTypes types = new MimeTypes();
    Matcher type = TYPE.matcher(xml);
    while (type.find()) {
      String content = type.group(2) == null ? "" : type.group(2);
      List<String> globs = all(GLOB, content);
      globs.addAll(all(NAME_GLOB, content));
      types.add(type.group(1), all(SUPER, content), globs);
    }
    return types;
  }

  /** An entry of ph-xml's list; group 1: who it is from, group 2: its content. */
  private static final Pattern ITEM =
      Pattern.compile("<item(?:\\s+source=\"([^\"]*)\")?\\s*>(.*?)</item>", Pattern.DOTALL);

  private static final Pattern ITEM_TYPE = Pattern.compile("<mime-type>([^<]+)</mime-type>");
  private static final Pattern PARENT = Pattern.compile("<parent-type>([^<]+)</parent-type>");

  /** An extension ph-xml has from the entry's source, not one it marks {@code source="old"}. */
  private static final Pattern EXTENSION = Pattern.compile("<extension>([A-Za-z0-9]+)</extension>");

  /** A name any extension may follow: {@code Makefile.*}, or {@code README*}; group 1 the name. */
  private static final Pattern ITEM_NAME_GLOB =
      Pattern.compile("<glob>([A-Za-z][A-Za-z0-9_-]*)\\.?\\*</glob>");

  /**
   * ph-xml's format: {@code <item>} elements, each some names of one type, its parents and
   * extensions. Only the entries from shared-mime-info: ph-commons' own older ones ({@code
   * source="old"}: {@code *.gl} for an animation format of the 1990s) are no maintained data.
   */
  private static MimeTypes phXmlFormat(String xml) {
    MimeTypes types = new MimeTypes();
    Matcher item = ITEM.matcher(xml);
    while (item.find()) {
      if (item.group(1) != null && !item.group(1).equals("shared-mime-info")) {
        continue;
      }
      String content = item.group(2);
      List<String> supers = all(PARENT, content);
      List<String> exts = all(EXTENSION, content);
      all(ITEM_NAME_GLOB, content).forEach(name -> exts.add(name + ANY_EXTENSION));
      for (String t : all(ITEM_TYPE, content)) {
        types.add(t, supers, exts);
      }
    }
    return types;
  }

  /** What starts the table of Pygments' lexers in its {@code pygments/lexers/_mapping.py}. */
  static final String PYGMENTS_LEXERS = "LEXERS = {";

  /**
   * An entry of that table: {@code 'Cfengine3Lexer': ('pygments.lexers.configs', 'CFEngine3',
   * ('cfengine3', 'cf3'), ('*.cf',), ()),}; group 1 its module, group 2 its file names.
   */
  private static final Pattern LEXER =
      Pattern.compile(
          "'\\w+': \\('([\\w.]+)', (?:'[^']*'|\"[^\"]*\"), \\((?:'[^']*',? ?)*\\),"
              + " \\(((?:'[^']*',? ?)*)\\),");

  private static final Pattern QUOTED_GLOB = Pattern.compile("'\\*\\.([A-Za-z0-9]+)'");

  /**
   * Pygments' format, the table of its lexers: of its lexers for configuration files (module {@code
   * pygments.lexers.configs}), their globs {@code *.ext}, lower-case. Its languages' globs are not
   * taken: they name files of languages few write, under TLDs many sites are in ({@code *.io} for
   * Io, {@code *.nl} for NewLisp), where the MIME databases name those people write.
   */
  private static Set<String> configurationFiles(String mapping) {
    Set<String> extensions = new HashSet<>();
    Matcher lexer = LEXER.matcher(mapping);
    while (lexer.find()) {
      if (lexer.group(1).equals("pygments.lexers.configs")) {
        all(QUOTED_GLOB, lexer.group(2)).forEach(e -> extensions.add(e.toLowerCase(Locale.ROOT)));
      }
    }
    if (extensions.isEmpty()) {
      throw new IllegalArgumentException("no lexer for configuration files in Pygments' table");
    }
    return Set.copyOf(extensions);
  }

  private static List<String> all(Pattern p, String content) {
    List<String> found = new ArrayList<>();
    Matcher m = p.matcher(content);
    while (m.find()) {
      found.add(m.group(1));
    }
    return found;
  }

  /**
   * The extensions of the types named in text (see the class comment), and their names with any
   * extension ({@code makefile.*}), lower-case.
   */
  private static Set<String> named(MimeTypes types) {
    Set<String> extensions = new HashSet<>();
    types.globs.forEach(
        (t, exts) -> {
          // octet-stream only by name: many binary formats derive from it
          if (t.equals("application/octet-stream") || named(t, types.supertypes, new HashSet<>())) {
            exts.forEach(e -> extensions.add(e.toLowerCase(Locale.ROOT)));
          }
        });
    return Set.copyOf(extensions);
  }

  /** Windows' programs and libraries, Tika's and shared-mime-info's types: exe, dll, com. */
  private static final Set<String> WINDOWS_PROGRAMS =
      Set.of("application/x-msdownload", "application/x-ms-dos-executable");

  /**
   * Science's data files, which its tools' manuals and scripts name on every line ({@code ncks
   * in.nc out.nc}): netCDF's, HDF's and FITS' types, Tika's and shared-mime-info's: nc, cdf, hdf,
   * h5, fits, fit ….
   */
  private static final Set<String> SCIENCE_DATA =
      Set.of("application/x-netcdf", "application/x-hdf", "application/fits", "image/fits");

  /** Whether files of type {@code t} are the kind named in text (see the class comment). */
  private static boolean named(String t, Map<String, List<String>> supertypes, Set<String> seen) {
    if (t.startsWith("text/")
        || t.startsWith("video/")
        || t.equals("application/zip")
        || WINDOWS_PROGRAMS.contains(t)
        || SCIENCE_DATA.contains(t)) {
      return true;
    }
    if (!seen.add(t)) {
      return false;
    }
    for (String s : supertypes.getOrDefault(t, List.of())) {
      if (named(s, supertypes, seen)) {
        return true;
      }
    }
    return false;
  }
}
