package io.github.uts58.eval;

import io.github.uts58.core.FileExtensions;
import io.github.uts58.core.Link;
import io.github.uts58.core.LinkDetector;
import io.github.uts58.core.LinkScanner;
import io.github.uts58.core.LinkType;
import io.github.uts58.core.SchemelessLinks;
import io.github.uts58.core.TopLevelDomains;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * Precision and recall of each {@code schemeless_links} mode on real text ({@link InstalledText}),
 * against labels made by reading each candidate in its context.
 *
 * <ul>
 *   <li>{@code sample}: writes {@code target/eval/sample.tsv}, a deterministic sample of the
 *       scheme-less candidates (hosts without a scheme or {@code www.}, the only links the modes
 *       treat differently), each with its line, to label.
 *   <li>{@code evaluate}: reads the labels ({@code src/test/resources/eval/real-text-labels.tsv},
 *       keyed by source, line, offset and candidate) and prints precision and recall per mode, per
 *       category, per source and per set, and checks that every link with a scheme or {@code www.}
 *       and every email is found alike in every mode.
 *   <li>{@code holdout}: writes {@code target/eval/holdout.tsv}, a second sample drawn with another
 *       hash and without the labeled candidates (ids from 2000), labeled after the rules were
 *       fixed.
 *   <li>{@code holdout2}: writes {@code target/eval/holdout2.tsv}, a third sample (a third hash,
 *       labeled candidates left out, ids from 3000), labeled after the second set of rules was
 *       fixed.
 *   <li>{@code kept-sample}: writes {@code target/eval/kept-sample.tsv}, 250 of the scheme-less
 *       links precise mode keeps, drawn uniformly over all the text (ids from 4000): its precision
 *       is the mode's on the text as a whole, where the per-source samples weigh each source alike.
 *   <li>{@code kept-sample2}: another such sample (a fourth hash, ids from 5000), drawn after the
 *       rules its predecessor's errors led to were fixed.
 *   <li>{@code kept-sample3}: a third (a fifth hash, 400 links, ids from 6000), drawn after the
 *       second MIME database and the rules for file variants, versions and members were fixed.
 *   <li>{@code unseen-sample}, {@code unseen-candidates}; {@code unseen2-sample}, {@code
 *       unseen2-candidates}; {@code unseen3-sample}, {@code unseen3-candidates}; {@code
 *       unseen4-sample}, {@code unseen4-candidates}; {@code unseen5-sample}, {@code
 *       unseen5-candidates}; {@code unseen6-sample}, {@code unseen6-candidates}; {@code
 *       unseen7-sample}, {@code unseen7-candidates}; {@code unseen8-sample}, {@code
 *       unseen8-candidates}; … {@code unseen21-sample}, {@code unseen21-candidates}: the same from
 *       texts no rule was written from ({@link Text}).
 *   <li>{@code kept}, {@code kept-unseen} … {@code kept-unseen21}: writes {@code
 *       target/eval/COMMAND.tsv}, every scheme-less link precise mode keeps in that text, to
 *       compare two versions of the rules.
 *   <li>{@code labeled}: writes {@code target/eval/labeled.tsv}, every labeled candidate with its
 *       verdict, precise mode's decision and its line.
 * </ul>
 *
 * Each file is one text, read line by line ({@link LinkScanner#resetInSameText}): what its earlier
 * lines showed of files carries on, as in a field per line (a log's); the context read around a
 * host stops at its line. Run with {@code bin/eval-links COMMAND}; {@code evaluate --add-extensions
 * FILE} scores precise mode with more file extensions, {@code evaluate --whole-files} with each
 * file scanned as one value (a field per document: the context crosses line breaks).
 */
public final class RealTextEvaluation {
  static final Path LABELS = Path.of("src/test/resources/eval/real-text-labels.tsv");

  /**
   * The samples, each drawn with its own hash (salt) and labeled at its own time; a label's id
   * tells which it belongs to. {@code bin/eval-links COMMAND} draws one into {@code
   * target/eval/COMMAND.tsv}. The first ten are written out; each held-out text from the third on
   * gives two ({@link HeldOutText#samples}).
   *
   * @param command the command that draws it
   * @param salt what its hash is salted with
   * @param firstId its first label's id
   * @param quota how many to draw of each kind of line ({@link #KEPT}: of the links precise mode
   *     keeps, over all the text)
   * @param description its name in the report
   * @param tag its short name in the list of errors
   * @param text the text it is drawn from
   */
  record Sample(
      String command,
      String salt,
      int firstId,
      Map<String, Integer> quota,
      String description,
      String tag,
      Text text) {
    /** Read before the precise rules were written. */
    static final Sample DESIGN =
        new Sample(
            "sample",
            "",
            0,
            Map.of("copyright", 350, "changelog", 300, "news", 150, "man", 300, "log", 200),
            "design (read before the rules were written)",
            "",
            Text.INSTALLED);

    /** Drawn skipping labeled keys, and labeled, after the precise rules were fixed. */
    static final Sample HELD_OUT =
        new Sample(
            "holdout",
            "holdout:",
            2000,
            Map.of("copyright", 60, "changelog", 60, "news", 60, "man", 60, "log", 60),
            "held-out (labeled after the rules were fixed)",
            "held-out",
            Text.INSTALLED);

    /**
     * Drawn and labeled after the rules that the first held-out set's errors led to (file named as
     * one, ChangeLog subjects, diffstat, namespace neighbours, local parts, {@code Host:}) were
     * fixed.
     */
    static final Sample HELD_OUT_2 =
        new Sample(
            "holdout2",
            "holdout-2:",
            3000,
            Map.of("copyright", 60, "changelog", 60, "news", 60, "man", 60, "log", 60),
            "held-out 2 (labeled after the second rules were fixed)",
            "held-out 2",
            Text.INSTALLED);

    /**
     * Precision where the links are: drawn from the candidates the precise mode keeps, uniformly
     * over all the installed text (not per source), so its precision is that of the mode's
     * scheme-less links on this text as a whole; drawn and labeled after the rules reading a text's
     * file extensions, commit subjects and {@code (name):} were fixed.
     */
    static final Sample PRECISE_KEPT =
        new Sample(
            "kept-sample",
            "kept:",
            4000,
            Map.of(KEPT, 250),
            "precise links drawn uniformly (labeled after file-name TLDs were fixed)",
            "kept",
            Text.INSTALLED);

    /**
     * The same, with a fourth hash, drawn and labeled after the rules that the first one's errors
     * and the list of all kept links led to (a ChangeLog entry's list of files, the generic TLDs
     * after RFC 1591's as words) were fixed.
     */
    static final Sample PRECISE_KEPT_2 =
        new Sample(
            "kept-sample2",
            "kept-2:",
            5000,
            Map.of(KEPT, 250),
            "precise links drawn uniformly, 2 (labeled after entry files and word TLDs were fixed)",
            "kept 2",
            Text.INSTALLED);

    /**
     * The same, with a fifth hash and 400 links, drawn and labeled after the second MIME database
     * (shared-mime-info), backups and variants ({@code config.h.top}), versions and members were
     * fixed.
     */
    static final Sample PRECISE_KEPT_3 =
        new Sample(
            "kept-sample3",
            "kept-3:",
            6000,
            Map.of(KEPT, 400),
            "precise links drawn uniformly, 3 (labeled after shared-mime-info and file variants)",
            "kept 3",
            Text.INSTALLED);

    /**
     * Precision on text no rule was written from ({@link InstalledText#readUnseen}: manual pages of
     * sections 5, 7 and 8, README and like files): 200 of the links precise mode keeps there, drawn
     * and labeled after every rule of this round was fixed.
     */
    static final Sample UNSEEN_KEPT =
        new Sample(
            "unseen-sample",
            "unseen:",
            7000,
            Map.of(KEPT, 200),
            "precise links drawn uniformly from unseen text (man 5, 7, 8; README …)",
            "unseen",
            Text.UNSEEN);

    /**
     * Recall on that text: 100 scheme-less candidates of each of its two kinds, as UTS #58 finds
     * them, drawn and labeled with {@link #UNSEEN_KEPT}; scored apart from the per-source sets.
     */
    static final Sample UNSEEN_CANDIDATES =
        new Sample(
            "unseen-candidates",
            "unseen-candidates:",
            7500,
            Map.of(InstalledText.UNSEEN_MAN, 100, InstalledText.UNSEEN_DOCS_KIND, 100),
            "candidates drawn from unseen text (man 5, 7, 8; README …)",
            "unseen candidates",
            Text.UNSEEN);

    /**
     * Precision on a second text no rule was written from ({@link InstalledText#readUnseen2}: info
     * manuals, the packages' other documents), drawn and labeled after the rules remembering file
     * names and reading {@code ==} and code spans were fixed: 300 of the links precise mode keeps.
     */
    static final Sample UNSEEN_2_KEPT =
        new Sample(
            "unseen2-sample",
            "unseen-2:",
            8000,
            Map.of(KEPT, 300),
            "precise links drawn uniformly from the second unseen text (info, other documents)",
            "unseen 2",
            Text.UNSEEN_2);

    /** Recall there: 100 scheme-less candidates of each of its two kinds, as UTS #58 finds them. */
    static final Sample UNSEEN_2_CANDIDATES =
        new Sample(
            "unseen2-candidates",
            "unseen-2-candidates:",
            8500,
            Map.of(InstalledText.UNSEEN_2_INFO, 100, InstalledText.UNSEEN_2_DOCS, 100),
            "candidates drawn from the second unseen text (info, other documents)",
            "unseen 2 candidates",
            Text.UNSEEN_2);

    /** Every sample, in the order of their ids. */
    static final List<Sample> ALL = all();

    private static List<Sample> all() {
      List<Sample> all =
          new ArrayList<>(
              List.of(
                  DESIGN,
                  HELD_OUT,
                  HELD_OUT_2,
                  PRECISE_KEPT,
                  PRECISE_KEPT_2,
                  PRECISE_KEPT_3,
                  UNSEEN_KEPT,
                  UNSEEN_CANDIDATES,
                  UNSEEN_2_KEPT,
                  UNSEEN_2_CANDIDATES));
      for (HeldOutText held : HeldOutText.ALL) {
        all.addAll(held.samples());
      }
      return List.copyOf(all);
    }

    /** Drawn from what precise mode keeps, over all the text, rather than per source. */
    boolean keptOnly() {
      return quota.containsKey(KEPT);
    }

    /** The sample a label's id belongs to: the last one whose ids start at or below it. */
    static Sample of(int id) {
      Sample found = DESIGN;
      for (Sample s : ALL) {
        if (id >= s.firstId) {
          found = s;
        }
      }
      return found;
    }
  }

  /** Where lines come from. */
  @FunctionalInterface
  interface TextSource {
    void read(Consumer<InstalledText.Line> sink) throws Exception;
  }

  /**
   * The texts samples are drawn from: the one the rules were written from, and others that no rule
   * was written from when they were first read, each read after the rules before it were fixed.
   *
   * @param description its name in the report
   * @param keptCommand the command that writes every scheme-less link precise mode keeps in it
   * @param source its lines
   */
  record Text(String description, String keptCommand, TextSource source) {
    static final Text INSTALLED = new Text("all the text", "kept", InstalledText::read);
    static final Text UNSEEN =
        new Text("the unseen text", "kept-unseen", InstalledText::readUnseen);
    static final Text UNSEEN_2 =
        new Text("the second unseen text", "kept-unseen2", InstalledText::readUnseen2);

    /** Every text, the held-out ones fetched from Debian last. */
    static final List<Text> ALL = all();

    private static List<Text> all() {
      List<Text> all = new ArrayList<>(List.of(INSTALLED, UNSEEN, UNSEEN_2));
      for (HeldOutText held : HeldOutText.ALL) {
        all.add(held.text());
      }
      return List.copyOf(all);
    }
  }

  /**
   * A text held out, from the third on ({@link InstalledText#readUnseen3} to {@link
   * InstalledText#readUnseen6} on this machine, {@link InstalledText#UNSEEN_7} … fetched from
   * Debian's archive; each says what it holds and after which rules it was read): two samples of it
   * were drawn and labeled before any rule was written from it, {@code unseenN-sample}, links
   * precise mode keeps there drawn uniformly (precision), and {@code unseenN-candidates},
   * scheme-less candidates of each of its kinds as UTS #58 finds them (recall). Its number fixes
   * their hashes and ids; a new text is one more line of {@link #FETCHED_TEXTS}.
   *
   * @param number its number, 3 on
   * @param text the text
   * @param subject what it holds, in the report
   * @param kept how many links precise mode keeps to draw
   * @param candidates how many candidates to draw of each kind
   */
  record HeldOutText(
      int number, Text text, String subject, int kept, Map<String, Integer> candidates) {
    static HeldOutText of(
        int number, TextSource source, String subject, int kept, int perKind, String... kinds) {
      Map<String, Integer> candidates = new TreeMap<>();
      for (String kind : kinds) {
        candidates.put(kind, perKind);
      }
      Text text =
          new Text("the " + ordinal(number) + " unseen text", "kept-unseen" + number, source);
      return new HeldOutText(number, text, subject, kept, Map.copyOf(candidates));
    }

    /**
     * A text fetched from Debian whose files are of the three usual kinds ({@link
     * InstalledText#kindsOf}), a line of {@link #FETCHED_TEXTS}: 200 of its kept links drawn, 40
     * candidates of each kind.
     */
    private static HeldOutText fetched(String line) {
      String[] fields = line.split("\t", -1);
      if (fields.length != 3) {
        throw new IllegalStateException(FETCHED_TEXTS + ": not number, subject, packages: " + line);
      }
      int number = Integer.parseInt(fields[0]);
      InstalledText.FetchedText text = InstalledText.fetched(number, List.of(fields[2].split(" ")));
      return of(
          number,
          text::read,
          fields[1] + "; fetched from Debian",
          200,
          40,
          InstalledText.kindsOf(number));
    }

    /** The texts fetched from Debian whose files are of the three usual kinds, one a line. */
    static final Path FETCHED_TEXTS = Path.of("src/test/resources/eval/fetched-texts.tsv");

    private static final String[] ORDINALS =
        (" first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth"
                + " thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth")
            .split(" ");
    private static final String[] TENS = {
      "", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"
    };
    private static final String[] NUMBERS = {
      "", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"
    };

    /**
     * {@code number} (below 1,000) as an ordinal word: 21 twenty-first, 150 hundred-and-fiftieth.
     */
    static String ordinal(int number) {
      int hundreds = number / 100;
      int rest = number % 100;
      String below =
          rest < 20
              ? ORDINALS[rest]
              : rest % 10 == 0
                  ? TENS[rest / 10].replaceFirst("y$", "ieth")
                  : TENS[rest / 10] + "-" + ORDINALS[rest % 10];
      if (hundreds == 0) {
        return below;
      }
      String hundred = (hundreds == 1 ? "" : NUMBERS[hundreds] + "-") + "hundred";
      return rest == 0 ? hundred + "th" : hundred + "-and-" + below;
    }

    /** The texts held out whose files are read in ways of their own. */
    private static final List<HeldOutText> FIRST =
        List.of(
            HeldOutText.of(
                3,
                InstalledText::readUnseen3,
                "/etc, Perl, Python",
                300,
                60,
                InstalledText.UNSEEN_3_ETC,
                InstalledText.UNSEEN_3_PERL,
                InstalledText.UNSEEN_3_PYTHON),
            HeldOutText.of(
                4,
                InstalledText::readUnseen4,
                "C, Python, Node.js, Vim",
                300,
                40,
                InstalledText.UNSEEN_4_C,
                InstalledText.UNSEEN_4_PYTHON,
                InstalledText.UNSEEN_4_NODE,
                InstalledText.UNSEEN_4_VIM),
            HeldOutText.of(
                5,
                InstalledText::readUnseen5,
                "JDK, POMs, logs",
                250,
                40,
                InstalledText.UNSEEN_5_JDK,
                InstalledText.UNSEEN_5_POMS,
                InstalledText.UNSEEN_5_LOGS),
            HeldOutText.of(
                6,
                InstalledText::readUnseen6,
                "dpkg status, tool output",
                250,
                60,
                InstalledText.UNSEEN_6_STATUS,
                InstalledText.UNSEEN_6_TOOLS),
            HeldOutText.of(
                7,
                InstalledText.UNSEEN_7::read,
                "mail, chat, packaging documents fetched from Debian",
                250,
                60,
                InstalledText.UNSEEN_7_MAN,
                InstalledText.UNSEEN_7_DOCS,
                InstalledText.UNSEEN_7_OTHER),
            HeldOutText.of(
                8,
                InstalledText.UNSEEN_8::read,
                "source code fetched from Debian",
                200,
                50,
                InstalledText.UNSEEN_8_CODE,
                InstalledText.UNSEEN_8_DOCS),
            HeldOutText.of(
                9,
                InstalledText.UNSEEN_9::read,
                "server and tool documentation fetched from Debian",
                200,
                40,
                InstalledText.UNSEEN_9_MAN,
                InstalledText.UNSEEN_9_DOCS,
                InstalledText.UNSEEN_9_OTHER),
            HeldOutText.of(
                10,
                InstalledText.UNSEEN_10::read,
                "network tools, version control, chat; fetched from Debian",
                200,
                40,
                InstalledText.UNSEEN_10_MAN,
                InstalledText.UNSEEN_10_DOCS,
                InstalledText.UNSEEN_10_OTHER),
            HeldOutText.of(
                11,
                InstalledText.UNSEEN_11::read,
                "logs and log tools; fetched from Debian",
                200,
                40,
                InstalledText.UNSEEN_11_LOGS,
                InstalledText.UNSEEN_11_DOCS,
                InstalledText.UNSEEN_11_OTHER),
            HeldOutText.of(
                12,
                InstalledText.UNSEEN_12::read,
                "news, mail, chat; fetched from Debian",
                200,
                40,
                InstalledText.UNSEEN_12_MAN,
                InstalledText.UNSEEN_12_DOCS,
                InstalledText.UNSEEN_12_OTHER),
            HeldOutText.of(
                16,
                InstalledText.UNSEEN_16::read,
                "databases, SQL, statistics, plotting; fetched from Debian",
                200,
                40,
                InstalledText.UNSEEN_16_MAN,
                InstalledText.UNSEEN_16_DOCS,
                InstalledText.UNSEEN_16_OTHER),
            HeldOutText.of(
                17,
                InstalledText.UNSEEN_17::read,
                "languages, runtimes, numerics, media; fetched from Debian",
                200,
                40,
                InstalledText.UNSEEN_17_MAN,
                InstalledText.UNSEEN_17_DOCS,
                InstalledText.UNSEEN_17_OTHER),
            HeldOutText.of(
                18,
                InstalledText.UNSEEN_18::read,
                "system administration, security, network services; fetched from Debian",
                200,
                40,
                InstalledText.UNSEEN_18_MAN,
                InstalledText.UNSEEN_18_DOCS,
                InstalledText.UNSEEN_18_OTHER),
            HeldOutText.of(
                19,
                InstalledText.UNSEEN_19::read,
                "file transfer, backup, synchronisation, mail retrieval; fetched from Debian",
                200,
                40,
                InstalledText.UNSEEN_19_MAN,
                InstalledText.UNSEEN_19_DOCS,
                InstalledText.UNSEEN_19_OTHER),
            HeldOutText.of(
                20,
                InstalledText.UNSEEN_20::read,
                "network libraries' source code; fetched from Debian",
                200,
                40,
                InstalledText.UNSEEN_20_MAN,
                InstalledText.UNSEEN_20_DOCS,
                InstalledText.UNSEEN_20_OTHER),
            HeldOutText.of(
                21,
                InstalledText.UNSEEN_21::read,
                "log collection and analysis; fetched from Debian",
                200,
                40,
                InstalledText.UNSEEN_21_MAN,
                InstalledText.UNSEEN_21_DOCS,
                InstalledText.UNSEEN_21_OTHER));

    /**
     * Every text held out, by number: the first ones, written here, then {@link #FETCHED_TEXTS}'.
     */
    static final List<HeldOutText> ALL = all();

    private static List<HeldOutText> all() {
      List<HeldOutText> all = new ArrayList<>(FIRST);
      try {
        for (String line : Files.readAllLines(FETCHED_TEXTS, StandardCharsets.UTF_8)) {
          if (!line.isEmpty() && !line.startsWith("#")) {
            all.add(fetched(line));
          }
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      all.sort(Comparator.comparingInt(HeldOutText::number));
      for (int k = 1; k < all.size(); k++) {
        if (all.get(k).number() == all.get(k - 1).number()) {
          throw new IllegalStateException("two held-out texts numbered " + all.get(k).number());
        }
      }
      return List.copyOf(all);
    }

    /** Its two samples: precise mode's links, then the candidates, each with its own ids. */
    List<Sample> samples() {
      return List.of(
          new Sample(
              "unseen" + number + "-sample",
              "unseen-" + number + ":",
              6000 + 1000 * number,
              Map.of(KEPT, kept),
              "precise links drawn uniformly from "
                  + text.description()
                  + " ("
                  + subject
                  + "), held out",
              "unseen " + number,
              text),
          new Sample(
              "unseen" + number + "-candidates",
              "unseen-" + number + "-candidates:",
              6500 + 1000 * number,
              candidates,
              "candidates drawn from " + text.description() + " (" + subject + "), held out",
              "unseen " + number + " candidates",
              text));
    }
  }

  /** A scheme-less candidate found in ALL mode. */
  record Candidate(InstalledText.Line line, Link link) {
    String text() {
      return line.text().substring(link.start(), link.end());
    }

    String labelKey() {
      return line.key() + "\t" + link.start() + "\t" + text();
    }
  }

  private static final Map<SchemelessLinks, LinkDetector> DETECTORS =
      new EnumMap<>(SchemelessLinks.class);

  static {
    for (SchemelessLinks mode : SchemelessLinks.values()) {
      DETECTORS.put(mode, LinkDetector.builder().schemelessLinks(mode).build());
    }
  }

  static boolean schemeless(String line, Link link) {
    return link.type() == LinkType.URL
        && link.start() == link.hostStart()
        && !line.regionMatches(true, link.hostStart(), "www.", 0, 4);
  }

  /** The one group of {@link Sample#PRECISE_KEPT}: candidates from every source together. */
  static final String KEPT = "kept";

  /** Writes every text's kept list ({@code kept}, {@code kept-unseen} …) in one run. */
  static final String KEPT_ALL = "kept-all";

  public static void main(String[] args) throws Exception {
    String command = args.length > 0 ? args[0] : "evaluate";
    boolean wholeFiles = false;
    if (args.length == 3 && args[1].equals("--add-extensions")) {
      addExtensions(Path.of(args[2]));
    } else if (args.length == 2 && args[1].equals("--whole-files")) {
      wholeFiles = true;
    } else if (args.length > 1) {
      throw new IllegalArgumentException(
          "usage: RealTextEvaluation COMMAND [--add-extensions FILE | --whole-files]");
    }
    if (command.equals("evaluate")) {
      evaluate(System.out, wholeFiles);
      return;
    }
    if (command.equals("labeled")) {
      labeled(Path.of("target/eval/labeled.tsv"));
      return;
    }
    if (command.equals(KEPT_ALL)) {
      for (Text text : Text.ALL) {
        kept(text.source, Path.of("target/eval/" + text.keptCommand + ".tsv"));
      }
      return;
    }
    for (Text text : Text.ALL) {
      if (command.equals(text.keptCommand)) {
        kept(text.source, Path.of("target/eval/" + command + ".tsv"));
        return;
      }
    }
    for (Sample sample : Sample.ALL) {
      if (sample.command.equals(command)) {
        sample(sample, Path.of("target/eval/" + command + ".tsv"));
        return;
      }
    }
    StringBuilder commands = new StringBuilder();
    for (Sample sample : Sample.ALL) {
      commands.append(sample.command).append('|');
    }
    for (Text text : Text.ALL) {
      commands.append(text.keptCommand).append('|');
    }
    commands.append(KEPT_ALL).append('|');
    throw new IllegalArgumentException("usage: RealTextEvaluation " + commands + "evaluate");
  }

  /**
   * Precise mode with the extensions of {@code file} ({@link FileExtensions#parse}: a list, or a
   * MIME database such as freedesktop.org's {@code /usr/share/mime/packages/freedesktop.org.xml})
   * added to the bundled ones: what a second source of extensions would change.
   */
  private static void addExtensions(Path file) throws IOException {
    Set<String> added = FileExtensions.parse(Files.readString(file));
    Set<String> all = new HashSet<>(FileExtensions.all());
    all.addAll(added);
    System.out.println(
        "precise mode with the extensions of "
            + file
            + " added; TLDs among them that the bundled list lacks: "
            + added.stream()
                .filter(e -> !FileExtensions.contains(e))
                .filter(e -> TopLevelDomains.getDefault().contains(e))
                .sorted()
                .toList());
    DETECTORS.put(
        SchemelessLinks.PRECISE,
        LinkDetector.builder()
            .schemelessLinks(SchemelessLinks.PRECISE)
            .fileExtensions(all)
            .build());
  }

  /** FNV-1a: a hash that is the same in every JVM, for a sample that is the same on every run. */
  static long stableHash(String s) {
    long h = 0xcbf29ce484222325L;
    for (int i = 0; i < s.length(); i++) {
      h ^= s.charAt(i);
      h *= 0x100000001b3L;
    }
    return h;
  }

  private static void sample(Sample sample, Path out) throws Exception {
    String salt = sample.salt;
    Map<String, Integer> quota = sample.quota;
    Set<String> labeled = Files.exists(LABELS) ? readLabels().keySet() : Set.of();
    Map<String, List<Candidate>> byKind = new TreeMap<>();
    Map<String, Integer> lines = new TreeMap<>();
    boolean kept = sample.keptOnly();
    eachCandidate(
        sample.text.source,
        kept ? SchemelessLinks.PRECISE : SchemelessLinks.ALL,
        line -> lines.merge(kept ? KEPT : line.kind(), 1, Integer::sum),
        c -> {
          if (!labeled.contains(c.labelKey())) {
            byKind.computeIfAbsent(kept ? KEPT : c.line().kind(), k -> new ArrayList<>()).add(c);
          }
        });
    int id = sample.firstId;
    try (PrintStream w = tsv(out)) {
      for (var e : byKind.entrySet()) {
        List<Candidate> list = new ArrayList<>(e.getValue());
        list.sort(Comparator.comparingLong(c -> stableHash(salt + c.labelKey())));
        System.out.printf(
            Locale.ROOT,
            "%s: %,d lines, %,d scheme-less candidates%n",
            e.getKey(),
            lines.get(e.getKey()),
            list.size());
        for (Candidate c :
            list.subList(0, Math.min(list.size(), quota.getOrDefault(e.getKey(), 100)))) {
          w.println(id++ + "\t" + c.labelKey() + "\t" + context(c));
        }
      }
    }
    System.out.println(id - sample.firstId + " candidates written to " + out);
  }

  /**
   * Every scheme-less link {@code mode} finds in {@code text}, each file read as one text ({@link
   * #links}); {@code eachLine} sees every line first.
   */
  private static void eachCandidate(
      TextSource text,
      SchemelessLinks mode,
      Consumer<InstalledText.Line> eachLine,
      Consumer<Candidate> sink)
      throws Exception {
    LinkScanner scanner = DETECTORS.get(mode).newScanner();
    String[] lastSource = {null};
    text.read(
        line -> {
          eachLine.accept(line);
          boolean sameText = continuesText(line, lastSource);
          for (Link link : links(scanner, line.text(), sameText)) {
            if (schemeless(line.text(), link)) {
              sink.accept(new Candidate(line, link));
            }
          }
        });
  }

  /**
   * {@code target/eval/kept.tsv}: every scheme-less link the precise mode keeps in the installed
   * text, with its line: to read what a change of the rules adds or drops ({@code diff} two runs).
   */
  private static void kept(TextSource text, Path out) throws Exception {
    int[] count = {0};
    try (PrintStream w = tsv(out)) {
      eachCandidate(
          text,
          SchemelessLinks.PRECISE,
          line -> {},
          c -> {
            count[0]++;
            w.println(c.labelKey() + "\t" + context(c));
          });
    }
    System.out.printf(Locale.ROOT, "%,d scheme-less links written to %s%n", count[0], out);
  }

  /**
   * {@code target/eval/labeled.tsv}: every labeled candidate with its label, precise mode's
   * decision and its line around it, to read the labels again (a label's key alone does not show
   * the text, which is never copied into the repository).
   */
  private static void labeled(Path out) throws Exception {
    Map<String, Label> labels = readLabels();
    int[] count = {0};
    try (PrintStream w = tsv(out)) {
      for (Text text : Text.ALL) {
        // precise mode reads every line, as it would the whole text: what earlier lines showed
        // carries on
        LinkScanner precise = DETECTORS.get(SchemelessLinks.PRECISE).newScanner();
        String[] lastSource = {null};
        List<List<Link>> kept = new ArrayList<>(List.of(List.of()));
        eachCandidate(
            text.source,
            SchemelessLinks.ALL,
            line -> kept.set(0, links(precise, line.text(), continuesText(line, lastSource))),
            c -> {
              Label l = labels.get(c.labelKey());
              if (l == null) {
                return;
              }
              count[0]++;
              w.println(
                  l.id()
                      + "\t"
                      + Sample.of(l.id()).tag
                      + "\t"
                      + l.verdict()
                      + "\t"
                      + l.category()
                      + "\t"
                      + (kept.get(0).contains(c.link()) ? "kept" : "dropped")
                      + "\t"
                      + c.labelKey()
                      + "\t"
                      + context(c));
            });
      }
    }
    System.out.printf(Locale.ROOT, "%,d labeled candidates written to %s%n", count[0], out);
  }

  /** A new file {@code out} under target/eval, its directory made if need be. */
  private static PrintStream tsv(Path out) throws IOException {
    Files.createDirectories(out.getParent());
    return new PrintStream(Files.newOutputStream(out), true, StandardCharsets.UTF_8);
  }

  /** The candidate marked ⸠…⸡ in at most 70 chars either side. */
  private static String context(Candidate c) {
    String t = c.line().text();
    int from = Math.max(0, c.link().start() - 70);
    int to = Math.min(t.length(), c.link().end() + 70);
    return (t.substring(from, c.link().start())
            + "⸠"
            + c.text()
            + "⸡"
            + t.substring(c.link().end(), to))
        .replace('\t', ' ');
  }

  // ---- evaluation -----------------------------------------------------------------------------

  record Label(int id, String key, String verdict, String category) {}

  static Map<String, Label> readLabels() throws IOException {
    Map<String, Label> labels = new LinkedHashMap<>();
    for (String row : Files.readAllLines(LABELS, StandardCharsets.UTF_8)) {
      if (row.isBlank() || row.startsWith("#")) {
        continue;
      }
      String[] f = row.split("\t", -1);
      // id, source:line, start, candidate, verdict, category
      labels.put(
          f[1] + "\t" + f[2] + "\t" + f[3],
          new Label(Integer.parseInt(f[0]), f[1] + "\t" + f[2] + "\t" + f[3], f[4], f[5]));
    }
    return labels;
  }

  /** Counts of one mode's decisions against the labels. */
  static final class Score {
    int tp;
    int fp;
    int fn;
    int tn;

    void add(boolean link, boolean kept) {
      if (link && kept) {
        tp++;
      } else if (link) {
        fn++;
      } else if (kept) {
        fp++;
      } else {
        tn++;
      }
    }

    double precision() {
      return tp + fp == 0 ? 1 : (double) tp / (tp + fp);
    }

    double recall() {
      return tp + fn == 0 ? 1 : (double) tp / (tp + fn);
    }

    String row() {
      return String.format(
          Locale.ROOT,
          "%d | %d | %d | %d | %.1f %% | %.1f %%",
          tp,
          fp,
          fn,
          tn,
          100 * precision(),
          100 * recall());
    }
  }

  /** Wilson's 95 % score interval of a proportion of {@code k} in {@code n}. */
  static double[] wilson(int k, int n) {
    double z = 1.959964;
    double p = (double) k / n;
    double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    double half = z * Math.sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / (1 + z * z / n);
    return new double[] {centre - half, centre + half};
  }

  /**
   * Whether {@code line} is of the file read last ({@code lastSource[0]}, which becomes its file):
   * the lines of one file are one text, so what earlier lines showed of file names carries on.
   */
  private static boolean continuesText(InstalledText.Line line, String[] lastSource) {
    boolean same = line.source().equals(lastSource[0]);
    lastSource[0] = line.source();
    return same;
  }

  /**
   * The links of one line, a further part of the text scanned last if {@code sameText}; read with
   * the line break that ends it in its file.
   */
  static List<Link> links(LinkScanner scanner, String line, boolean sameText) {
    char[] chars = (line + "\n").toCharArray();
    if (sameText) {
      scanner.resetInSameText(chars, 0, chars.length);
    } else {
      scanner.reset(chars, 0, chars.length);
    }
    List<Link> links = new ArrayList<>();
    while (scanner.next()) {
      links.add(scanner.toLink());
    }
    return links;
  }

  /**
   * Each mode's decision on each labeled candidate of {@code source} into {@code decisions} (and
   * its kind of text into {@code kinds}); links with a scheme or {@code www.} and emails counted
   * into {@code fixed}: [found alike in every mode, not]. Line by line, each a further part of its
   * file's text, or if {@code wholeFiles}, each file as one text.
   */
  private static void decide(
      TextSource source,
      Map<String, Label> labels,
      Map<String, Map<SchemelessLinks, Boolean>> decisions,
      Map<String, String> kinds,
      long[] fixed,
      boolean wholeFiles)
      throws Exception {
    Map<SchemelessLinks, LinkScanner> scanners = new EnumMap<>(SchemelessLinks.class);
    DETECTORS.forEach((mode, d) -> scanners.put(mode, d.newScanner()));
    Consumer<List<InstalledText.Line>> decideFile =
        lines -> {
          // the file's text, and where each of its lines starts in it
          StringBuilder text = new StringBuilder();
          int[] starts = new int[lines.size() + 1];
          for (int k = 0; k < lines.size(); k++) {
            starts[k] = text.length();
            text.append(lines.get(k).text()).append('\n');
          }
          starts[lines.size()] = text.length();
          char[] chars = text.toString().toCharArray();
          Map<SchemelessLinks, List<Link>> found = new EnumMap<>(SchemelessLinks.class);
          scanners.forEach(
              (mode, scanner) -> {
                scanner.reset(chars, 0, chars.length);
                List<Link> links = new ArrayList<>();
                while (scanner.next()) {
                  links.add(scanner.toLink());
                }
                found.put(mode, links);
              });
          int k = 0;
          for (Link link : found.get(SchemelessLinks.ALL)) {
            while (starts[k + 1] <= link.start()) {
              k++;
            }
            InstalledText.Line line = lines.get(k);
            String lineText = line.text();
            int offset = link.start() - starts[k];
            String key =
                line.key()
                    + "\t"
                    + offset
                    + "\t"
                    + lineText.substring(offset, offset + link.end() - link.start());
            Link inLine =
                new Link(
                    offset,
                    offset + link.end() - link.start(),
                    link.type(),
                    link.hostStart() - starts[k],
                    link.hostEnd() - starts[k],
                    link.localPartStart() < 0 ? -1 : link.localPartStart() - starts[k],
                    link.truncated());
            record(
                inLine, link, key, lineText, line.kind(), found, labels, decisions, kinds, fixed);
          }
        };
    List<InstalledText.Line> file = new ArrayList<>();
    String[] lastSource = {null};
    source.read(
        line -> {
          boolean sameText = continuesText(line, lastSource);
          if (wholeFiles) {
            if (!sameText && !file.isEmpty()) {
              decideFile.accept(file);
              file.clear();
            }
            file.add(line);
            return;
          }
          String text = line.text();
          Map<SchemelessLinks, List<Link>> found = new EnumMap<>(SchemelessLinks.class);
          scanners.forEach((mode, scanner) -> found.put(mode, links(scanner, text, sameText)));
          for (Link link : found.get(SchemelessLinks.ALL)) {
            String key =
                line.key() + "\t" + link.start() + "\t" + text.substring(link.start(), link.end());
            record(link, link, key, text, line.kind(), found, labels, decisions, kinds, fixed);
          }
        });
    if (!file.isEmpty()) {
      decideFile.accept(file);
    }
  }

  /**
   * One candidate UTS #58 found, {@code link} as its text has it and {@code inLine} as its line has
   * it: counted into {@code fixed} if it has a scheme, {@code www.} or is an email, else each
   * mode's decision recorded if it is labeled.
   */
  private static void record(
      Link inLine,
      Link link,
      String key,
      String lineText,
      String kind,
      Map<SchemelessLinks, List<Link>> found,
      Map<String, Label> labels,
      Map<String, Map<SchemelessLinks, Boolean>> decisions,
      Map<String, String> kinds,
      long[] fixed) {
    if (!schemeless(lineText, inLine)) {
      boolean same = true;
      for (List<Link> links : found.values()) {
        same &= links.contains(link);
      }
      fixed[same ? 0 : 1]++;
      return;
    }
    if (labels.containsKey(key)) {
      Map<SchemelessLinks, Boolean> kept = new EnumMap<>(SchemelessLinks.class);
      found.forEach((mode, links) -> kept.put(mode, links.contains(link)));
      decisions.put(key, kept);
      kinds.put(key, kind);
    }
  }

  /**
   * The report: each labeled candidate decided in every mode, scored per set, source and category.
   * {@code wholeFiles}: each file scanned as one value, its lines' context crossing line breaks (a
   * field that holds a whole document), instead of line by line with the file's memories (a field
   * per line, as a log's).
   */
  static void evaluate(PrintStream out, boolean wholeFiles) throws Exception {
    Map<String, Label> labels = readLabels();
    Map<String, Map<SchemelessLinks, Boolean>> decisions = new HashMap<>();
    Map<String, String> kinds = new HashMap<>();
    // links with a scheme or www., and emails, per text: [same in every mode, differing]
    Map<Text, long[]> fixed = new LinkedHashMap<>();
    for (Text text : Text.ALL) {
      fixed.put(text, new long[2]);
      decide(text.source, labels, decisions, kinds, fixed.get(text), wholeFiles);
    }
    int stale = 0;
    Map<String, Map<SchemelessLinks, Score>> table = new TreeMap<>();
    int[] verdicts = new int[3];
    List<String> errors = new ArrayList<>();
    for (Label l : labels.values()) {
      Map<SchemelessLinks, Boolean> kept = decisions.get(l.key());
      if (kept == null) {
        stale++;
        System.err.println("stale label: " + l.id() + "\t" + l.key());
        continue;
      }
      if (l.verdict().equals("ambiguous")) {
        verdicts[2]++;
        continue;
      }
      boolean link = l.verdict().equals("link");
      verdicts[link ? 0 : 1]++;
      String set = "set: " + Sample.of(l.id()).description;
      // the kept samples are another population (what precise mode keeps), and the unseen text
      // another text: scored apart
      List<String> groups =
          Sample.of(l.id()).keptOnly()
              ? List.of(set)
              : Sample.of(l.id()).text != Text.INSTALLED
                  ? List.of(set, "source: " + kinds.get(l.key()))
                  : List.of(
                      "all candidates",
                      set,
                      "category: " + l.category(),
                      "source: " + kinds.get(l.key()));
      for (String group : groups) {
        for (SchemelessLinks mode : SchemelessLinks.values()) {
          table
              .computeIfAbsent(group, g -> new EnumMap<>(SchemelessLinks.class))
              .computeIfAbsent(mode, m -> new Score())
              .add(link, kept.get(mode));
        }
      }
      if (kept.get(SchemelessLinks.PRECISE) != link) {
        errors.add(
            l.id()
                + (Sample.of(l.id()).tag.isEmpty() ? " " : " (" + Sample.of(l.id()).tag + ") ")
                + (link ? "dropped link " : "kept non-link ")
                + l.key().replace('\t', ' '));
      }
    }
    out.printf(
        Locale.ROOT,
        "labels: %d (%d links, %d not links, %d ambiguous, not scored); %d no longer found in "
            + "the installed text (stale)%n%n",
        labels.size(),
        verdicts[0],
        verdicts[1],
        verdicts[2],
        stale);
    out.println(
        "| candidates | mode | true links kept | non-links kept | links dropped | non-links dropped | precision | recall |");
    out.println("|---|---|---:|---:|---:|---:|---:|---:|");
    for (var e : table.entrySet()) {
      for (var m : e.getValue().entrySet()) {
        out.println(
            "| "
                + e.getKey()
                + " | `"
                + m.getKey().name().toLowerCase(Locale.ROOT)
                + "` | "
                + m.getValue().row()
                + " |");
      }
    }
    for (Sample sample : Sample.ALL) {
      Score kept =
          table.getOrDefault("set: " + sample.description, Map.of()).get(SchemelessLinks.PRECISE);
      if (sample.keptOnly() && kept != null) {
        double[] interval = wilson(kept.tp, kept.tp + kept.fp);
        out.printf(
            Locale.ROOT,
            "%nprecision of the scheme-less links precise mode keeps in %s, %s (up to %d"
                + " drawn uniformly, %d scored): %.1f %% (95 %% interval %.1f–%.1f %%)%n",
            sample.text.description,
            sample.tag,
            sample.quota.get(KEPT),
            kept.tp + kept.fp,
            100 * kept.precision(),
            100 * interval[0],
            100 * interval[1]);
      }
    }
    out.println();
    fixed.forEach(
        (text, counts) ->
            out.printf(
                Locale.ROOT,
                "links with a scheme or www., and emails, in %s: %,d found alike in every mode, "
                    + "%,d differ%n",
                text.description,
                counts[0],
                counts[1]));
    out.println("\nprecise mode's errors:");
    errors.forEach(e -> out.println("  " + e));
  }
}
