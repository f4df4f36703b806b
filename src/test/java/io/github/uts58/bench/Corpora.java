package io.github.uts58.bench;

import io.github.uts58.cli.SampleLog;
import java.util.List;
import java.util.Random;

/** Deterministic benchmark corpora of at least the requested size, in chars. */
final class Corpora {
  private Corpora() {}

  static String build(String kind, int minChars) {
    return switch (kind) {
      case "logs" -> logs(minChars);
      case "prose" -> prose(minChars);
      case "links" -> links(minChars);
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
    {"the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "search", "engine", "links", "between", "pages"},
    {"η", "γρήγορη", "καφέ", "αλεπού", "πηδά", "πάνω", "από", "τον", "σκύλο", "σελίδα", "αναζήτηση"},
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
        case 0 -> sb.append("[docs](").append(SampleLog.URLS.get(random.nextInt(SampleLog.URLS.size())).written()).append(") ");
        case 1 -> sb.append("ping ").append(SampleLog.EMAILS.get(random.nextInt(SampleLog.EMAILS.size())).written()).append(' ');
        case 2 -> sb.append(SampleLog.URLS.get(random.nextInt(SampleLog.URLS.size())).written()).append(", ");
        default -> sb.append("see <").append(SampleLog.URLS.get(random.nextInt(SampleLog.URLS.size())).written()).append(">\n");
      }
    }
    return sb.toString();
  }
}
