package io.github.uts58.core;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The file extensions people write file names with in text and logs, from Apache Tika's MIME
 * database ({@code tika-mimetypes.xml}, taken as data from the {@code tika-core} artifact at build
 * time): the globs {@code *.ext} of source code, scripts and documents (types under {@code text/},
 * and types Tika derives from {@code text/plain}), zip archives, video, and generic binary files
 * ({@code application/octet-stream}, which Tika gives to shared libraries). Loaded once per JVM, on
 * first use. Refresh it by raising {@code tika.version} in {@code pom.xml}.
 */
public final class FileExtensions {
  static final String RESOURCE = "tika-mimetypes.xml";

  private static final class Holder {
    static final Set<String> EXTENSIONS = load();
  }

  private FileExtensions() {}

  /** Whether {@code ext} (any case, no dot) is such an extension. */
  public static boolean contains(String ext) {
    return Holder.EXTENSIONS.contains(ext.toLowerCase(Locale.ROOT));
  }

  /** Every such extension, lower-case. */
  public static Set<String> all() {
    return Holder.EXTENSIONS;
  }

  /** A type element, self-closing (no globs) or with its content in group 2. */
  private static final Pattern TYPE =
      Pattern.compile(
          "<mime-type\\s+type=\"([^\"]+)\"\\s*(?:/>|>(.*?)</mime-type>)", Pattern.DOTALL);

  private static final Pattern SUPER = Pattern.compile("<sub-class-of\\s+type=\"([^\"]+)\"");
  private static final Pattern GLOB = Pattern.compile("<glob\\s+pattern=\"\\*\\.([A-Za-z0-9]+)\"");

  /**
   * The extensions a file gives instead of the bundled ones (setting {@code file_extensions_file}):
   * Apache Tika's {@code tika-mimetypes.xml} (read as the bundled one is), or one extension per
   * line ({@code py}, {@code .py} or {@code *.py}; {@code #} starts a comment).
   */
  public static Set<String> parse(String text) {
    if (text.contains("<mime-info")) {
      return fromMimeDatabase(text);
    }
    Set<String> extensions = new HashSet<>();
    for (String line : text.split("\\R")) {
      int hash = line.indexOf('#');
      String ext = (hash >= 0 ? line.substring(0, hash) : line).strip();
      ext = ext.startsWith("*.") ? ext.substring(2) : ext.startsWith(".") ? ext.substring(1) : ext;
      if (!ext.isEmpty()) {
        if (!ext.chars().allMatch(c -> c < 0x80 && Character.isLetterOrDigit(c))) {
          throw new IllegalArgumentException("not a file extension: [" + line.strip() + "]");
        }
        extensions.add(ext.toLowerCase(Locale.ROOT));
      }
    }
    return Set.copyOf(extensions);
  }

  private static Set<String> load() {
    String xml;
    try (InputStream in = FileExtensions.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException(
            RESOURCE + " is missing from the jar (see pom.xml, mime-database)");
      }
      xml = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return fromMimeDatabase(xml);
  }

  private static Set<String> fromMimeDatabase(String xml) {
    Map<String, List<String>> supertypes = new HashMap<>();
    Map<String, List<String>> globs = new HashMap<>();
    Matcher type = TYPE.matcher(xml);
    while (type.find()) {
      List<String> supers = supertypes.computeIfAbsent(type.group(1), t -> new ArrayList<>());
      List<String> exts = globs.computeIfAbsent(type.group(1), t -> new ArrayList<>());
      String content = type.group(2) == null ? "" : type.group(2);
      Matcher m = SUPER.matcher(content);
      while (m.find()) {
        supers.add(m.group(1));
      }
      m = GLOB.matcher(content);
      while (m.find()) {
        exts.add(m.group(1).toLowerCase(Locale.ROOT));
      }
    }
    Set<String> extensions = new HashSet<>();
    globs.forEach(
        (t, exts) -> {
          // octet-stream only by name: many binary formats derive from it
          if (t.equals("application/octet-stream") || named(t, supertypes, new HashSet<>())) {
            extensions.addAll(exts);
          }
        });
    return Set.copyOf(extensions);
  }

  /** Whether files of type {@code t} are the kind named in text (see the class comment). */
  private static boolean named(String t, Map<String, List<String>> supertypes, Set<String> seen) {
    if (t.startsWith("text/") || t.startsWith("video/") || t.equals("application/zip")) {
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
