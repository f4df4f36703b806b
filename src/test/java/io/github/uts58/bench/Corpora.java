package io.github.uts58.bench;

import io.github.uts58.testutil.SampleLog;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Predicate;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;

/** Deterministic benchmark corpora of at least the requested size, in chars. */
final class Corpora {
  private Corpora() {}

  /** At most this much of one installed file, so the corpus mixes many. */
  private static final int MAX_CHARS_PER_FILE = 64 * 1024;

  /**
   * Real text no fast path was tuned on, read in place (never copied into the repository): the
   * installed packages' copyright files, changelogs and NEWS files and the manual pages of section
   * 1, taken in turn from each kind (sorted, so the same machine gives the same corpus), at most
   * {@value #MAX_CHARS_PER_FILE} chars of each.
   */
  private static String installed(int minChars) {
    try {
      List<List<Path>> kinds = new ArrayList<>();
      kinds.add(docFiles(name -> name.equals("copyright")));
      kinds.add(docFiles(name -> name.startsWith("changelog")));
      kinds.add(docFiles(name -> name.startsWith("NEWS")));
      kinds.add(listed(Path.of("/usr/share/man/man1")));
      StringBuilder sb = new StringBuilder(minChars + MAX_CHARS_PER_FILE);
      for (int i = 0; sb.length() < minChars; i++) {
        boolean any = false;
        for (List<Path> files : kinds) {
          if (i < files.size() && sb.length() < minChars) {
            String text = read(files.get(i));
            sb.append(text, 0, Math.min(text.length(), MAX_CHARS_PER_FILE)).append('\n');
            any = true;
          }
        }
        if (!any) {
          throw new IllegalStateException(
              "corpus installed: only " + sb.length() + " chars of installed text here");
        }
      }
      return sb.toString();
    } catch (IOException e) {
      throw new UncheckedIOException("corpus installed: /usr/share/doc and /usr/share/man", e);
    }
  }

  private static List<Path> docFiles(Predicate<String> name) throws IOException {
    List<Path> files = new ArrayList<>();
    for (Path dir : listed(Path.of("/usr/share/doc"))) {
      if (Files.isDirectory(dir)) {
        for (Path f : listed(dir)) {
          if (Files.isRegularFile(f) && name.test(f.getFileName().toString())) {
            files.add(f);
          }
        }
      }
    }
    return files;
  }

  private static List<Path> listed(Path dir) throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.sorted().toList();
    }
  }

  private static String read(Path file) throws IOException {
    byte[] bytes = Files.readAllBytes(file);
    if (file.toString().endsWith(".gz")) {
      try (InputStream in = new GZIPInputStream(new ByteArrayInputStream(bytes))) {
        bytes = in.readAllBytes();
      }
    }
    return new String(bytes, StandardCharsets.UTF_8);
  }

  static String build(String kind, int minChars) {
    return switch (kind) {
      case "logs" -> logs(minChars);
      case "prose" -> prose(minChars);
      case "links" -> links(minChars);
      case "nonlatin" -> nonLatin(minChars);
      case "docs" -> docs(minChars);
      case "installed" -> installed(minChars);
      default -> throw new IllegalArgumentException(kind);
    };
  }

  /** Web/app logs with multilingual URLs and emails (the demo's generator). */
  private static String logs(int minChars) {
    StringBuilder sb = new StringBuilder(minChars + 200);
    long seed = 1;
    while (sb.length() < minChars) {
      for (SampleLog.Line line : SampleLog.generate(seed++, 10_000)) {
        sb.append(line.text()).append('\n');
      }
    }
    return sb.toString();
  }

  private static final String[][] WORDS = {
    {
      "the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "search", "engine", "links",
      "between", "pages"
    },
    {
      "η", "γρήγορη", "καφέ", "αλεπού", "πηδά", "πάνω", "από", "τον", "σκύλο", "σελίδα", "αναζήτηση"
    },
    {"быстрая", "коричневая", "лиса", "прыгает", "через", "ленивую", "собаку", "поиск", "страница"},
    {"Schnelle", "braune", "Füchse", "springen", "über", "faule", "Hunde", "Straße", "Größe"},
  };
  private static final String[] CJK = {"検索エンジンはリンクを見つけます", "我们的搜索引擎支持所有语言", "한국어 문장도 있습니다"};

  /** Multilingual prose with an occasional link (about one per 600 chars). */
  private static String prose(int minChars) {
    Random random = new Random(2);
    List<SampleLog.Spelling> urls = SampleLog.URLS;
    StringBuilder sb = new StringBuilder(minChars + 200);
    while (sb.length() < minChars) {
      int sentence = 8 + random.nextInt(12);
      String[] lang = WORDS[random.nextInt(WORDS.length)];
      for (int i = 0; i < sentence; i++) {
        sb.append(i == 0 ? "" : " ").append(lang[random.nextInt(lang.length)]);
        if (random.nextInt(60) == 0) {
          sb.append(" (").append(urls.get(random.nextInt(urls.size())).written()).append(')');
        }
      }
      sb.append(random.nextInt(4) == 0 ? ", " + CJK[random.nextInt(CJK.length)] + "。" : ". ");
      if (random.nextInt(8) == 0) {
        sb.append('\n');
      }
    }
    return sb.toString();
  }

  /** Chat/markdown-like text where nearly every other token is a link. */
  private static String links(int minChars) {
    Random random = new Random(3);
    StringBuilder sb = new StringBuilder(minChars + 200);
    while (sb.length() < minChars) {
      switch (random.nextInt(4)) {
        case 0 ->
            sb.append("[docs](")
                .append(SampleLog.URLS.get(random.nextInt(SampleLog.URLS.size())).written())
                .append(") ");
        case 1 ->
            sb.append("ping ")
                .append(SampleLog.EMAILS.get(random.nextInt(SampleLog.EMAILS.size())).written())
                .append(' ');
        case 2 ->
            sb.append(SampleLog.URLS.get(random.nextInt(SampleLog.URLS.size())).written())
                .append(", ");
        default ->
            sb.append("see <")
                .append(SampleLog.URLS.get(random.nextInt(SampleLog.URLS.size())).written())
                .append(">\n");
      }
    }
    return sb.toString();
  }

  private static final String[][] NON_LATIN_WORDS = {
    {"σελίδα", "αναζήτηση", "σύνδεσμος", "διεύθυνση", "μήνυμα"},
    {"صفحة", "البحث", "رابط", "عنوان", "رسالة"},
    {"עמוד", "חיפוש", "קישור", "כתובת", "הודעה"},
    {"पृष्ठ", "खोज", "कड़ी", "पता", "संदेश"},
    {"页面", "搜索", "链接", "地址", "消息"},
    {"ページ", "けんさく", "リンク", "アドレス", "メッセージ"},
    {"페이지", "검색", "링크", "주소", "메시지"},
    {"หน้า", "ค้นหา", "ลิงก์", "ที่อยู่", "ข้อความ"},
  };
  private static final String[] NON_LATIN_LINKS = {
    "https://el.wikipedia.org/wiki/Σελίδα",
    "ar.wikipedia.org/wiki/صفحة",
    "https://he.wikipedia.org/wiki/%D7%A2%D7%9E%D7%95%D7%93",
    "हिन्दी.भारत/पृष्ठ",
    "例子.中国/路径?q=搜索",
    "https://ja.wikipedia.org/wiki/リンク",
    "www.한국.kr/주소",
    "https://th.wikipedia.org/wiki/หน้า",
    "σωκράτης@παράδειγμα.ελ",
    "info@例え.jp",
    "http://192.168.1.10:8080/状态",
    "mailto:ops@bücher.de"
  };

  /**
   * Chat and log lines in non-Latin scripts with a link every few words (issue 14's kind of text).
   */
  private static String nonLatin(int minChars) {
    Random random = new Random(4);
    StringBuilder sb = new StringBuilder(minChars + 200);
    while (sb.length() < minChars) {
      String[] words = NON_LATIN_WORDS[random.nextInt(NON_LATIN_WORDS.length)];
      int n = 2 + random.nextInt(6);
      for (int i = 0; i < n; i++) {
        sb.append(words[random.nextInt(words.length)]).append(' ');
      }
      sb.append(NON_LATIN_LINKS[random.nextInt(NON_LATIN_LINKS.length)])
          .append(random.nextInt(3) == 0 ? "\n" : " ");
    }
    return sb.toString();
  }

  private static final String[] DOC_FILES = {
    "src/main.c",
    "lib/util.py",
    "Makefile.in",
    "configure.ac",
    "debian/rules",
    "t/basic.t",
    "doc/manual.texi",
    "tools/gen-tables.pl",
    "include/config.h.in",
    "README.md"
  };
  private static final String[] DOC_LINKS = {
    "https://www.gnu.org/licenses/gpl-3.0.html",
    "ftp.gnu.org/gnu/coreutils/",
    "https://salsa.debian.org/debian/dpkg",
    "http://bugs.debian.org/123456",
    "sourceware.org",
    "www.kernel.org",
    "https://github.com/python/cpython/issues/1234"
  };
  private static final String[] DOC_PEOPLE = {
    "Jane Roe <jane@example.org>",
    "Jörg Müller <joerg.mueller@example.de>",
    "李雷 <li.lei@example.cn>",
    "José García <jose@example.es>"
  };

  /**
   * Text shaped like the installed Debian documentation: changelog entries, copyright stanzas, file
   * lists.
   */
  private static String docs(int minChars) {
    Random random = new Random(5);
    StringBuilder sb = new StringBuilder(minChars + 200);
    while (sb.length() < minChars) {
      switch (random.nextInt(5)) {
        case 0 ->
            sb.append("\t* ")
                .append(DOC_FILES[random.nextInt(DOC_FILES.length)])
                .append(" (parse_args): Handle --")
                .append(random.nextInt(100))
                .append(".\n");
        case 1 ->
            sb.append("Files: ")
                .append(DOC_FILES[random.nextInt(DOC_FILES.length)])
                .append(' ')
                .append(DOC_FILES[random.nextInt(DOC_FILES.length)])
                .append("\nCopyright: 20")
                .append(10 + random.nextInt(15))
                .append(' ')
                .append(DOC_PEOPLE[random.nextInt(DOC_PEOPLE.length)])
                .append('\n');
        case 2 ->
            sb.append("Source: ").append(DOC_LINKS[random.nextInt(DOC_LINKS.length)]).append('\n');
        case 3 ->
            sb.append(" -- ")
                .append(DOC_PEOPLE[random.nextInt(DOC_PEOPLE.length)])
                .append("  Mon, 0")
                .append(1 + random.nextInt(9))
                .append(" Jan 2024 12:00:00 +0100\n");
        default ->
            sb.append("  See ")
                .append(DOC_LINKS[random.nextInt(DOC_LINKS.length)])
                .append(" for the options; the default configuration file is /etc/app/app.conf.\n");
      }
    }
    return sb.toString();
  }
}
