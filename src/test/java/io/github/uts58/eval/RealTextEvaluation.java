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
 * lines showed of files carries on, as in a field. Run with {@code bin/eval-links COMMAND}; {@code
 * evaluate --add-extensions FILE} scores precise mode with more file extensions.
 */
public final class RealTextEvaluation {
  static final Path LABELS = Path.of("src/test/resources/eval/real-text-labels.tsv");

  /**
   * The samples, each drawn with its own hash (salt) and labeled at its own time; a label's id
   * tells which it belongs to. {@code bin/eval-links COMMAND} draws one into {@code
   * target/eval/COMMAND.tsv}.
   */
  enum Sample {
    /** Read before the precise rules were written. */
    DESIGN(
        "sample",
        "",
        0,
        Map.of("copyright", 350, "changelog", 300, "news", 150, "man", 300, "log", 200),
        "design (read before the rules were written)",
        "",
        Text.INSTALLED),
    /** Drawn skipping labeled keys, and labeled, after the precise rules were fixed. */
    HELD_OUT(
        "holdout",
        "holdout:",
        2000,
        Map.of("copyright", 60, "changelog", 60, "news", 60, "man", 60, "log", 60),
        "held-out (labeled after the rules were fixed)",
        "held-out",
        Text.INSTALLED),
    /**
     * Drawn and labeled after the rules that the first held-out set's errors led to (file named as
     * one, ChangeLog subjects, diffstat, namespace neighbours, local parts, {@code Host:}) were
     * fixed.
     */
    HELD_OUT_2(
        "holdout2",
        "holdout-2:",
        3000,
        Map.of("copyright", 60, "changelog", 60, "news", 60, "man", 60, "log", 60),
        "held-out 2 (labeled after the second rules were fixed)",
        "held-out 2",
        Text.INSTALLED),
    /**
     * Precision where the links are: drawn from the candidates the precise mode keeps, uniformly
     * over all the installed text (not per source), so its precision is that of the mode's
     * scheme-less links on this text as a whole; drawn and labeled after the rules reading a text's
     * file extensions, commit subjects and {@code (name):} were fixed.
     */
    PRECISE_KEPT(
        "kept-sample",
        "kept:",
        4000,
        Map.of(KEPT, 250),
        "precise links drawn uniformly (labeled after file-name TLDs were fixed)",
        "kept",
        Text.INSTALLED),
    /**
     * The same, with a fourth hash, drawn and labeled after the rules that the first one's errors
     * and the list of all kept links led to (a ChangeLog entry's list of files, the generic TLDs
     * after RFC 1591's as words) were fixed.
     */
    PRECISE_KEPT_2(
        "kept-sample2",
        "kept-2:",
        5000,
        Map.of(KEPT, 250),
        "precise links drawn uniformly, 2 (labeled after entry files and word TLDs were fixed)",
        "kept 2",
        Text.INSTALLED),
    /**
     * The same, with a fifth hash and 400 links, drawn and labeled after the second MIME database
     * (shared-mime-info), backups and variants ({@code config.h.top}), versions and members were
     * fixed.
     */
    PRECISE_KEPT_3(
        "kept-sample3",
        "kept-3:",
        6000,
        Map.of(KEPT, 400),
        "precise links drawn uniformly, 3 (labeled after shared-mime-info and file variants)",
        "kept 3",
        Text.INSTALLED),
    /**
     * Precision on text no rule was written from ({@link InstalledText#readUnseen}: manual pages of
     * sections 5, 7 and 8, README and like files): 200 of the links precise mode keeps there, drawn
     * and labeled after every rule of this round was fixed.
     */
    UNSEEN_KEPT(
        "unseen-sample",
        "unseen:",
        7000,
        Map.of(KEPT, 200),
        "precise links drawn uniformly from unseen text (man 5, 7, 8; README …)",
        "unseen",
        Text.UNSEEN),
    /**
     * Recall on that text: 100 scheme-less candidates of each of its two kinds, as UTS #58 finds
     * them, drawn and labeled with {@link #UNSEEN_KEPT}; scored apart from the per-source sets.
     */
    UNSEEN_CANDIDATES(
        "unseen-candidates",
        "unseen-candidates:",
        7500,
        Map.of(InstalledText.UNSEEN_MAN, 100, InstalledText.UNSEEN_DOCS_KIND, 100),
        "candidates drawn from unseen text (man 5, 7, 8; README …)",
        "unseen candidates",
        Text.UNSEEN),
    /**
     * Precision on a second text no rule was written from ({@link InstalledText#readUnseen2}: info
     * manuals, the packages' other documents), drawn and labeled after the rules remembering file
     * names and reading {@code ==} and code spans were fixed: 300 of the links precise mode keeps.
     */
    UNSEEN_2_KEPT(
        "unseen2-sample",
        "unseen-2:",
        8000,
        Map.of(KEPT, 300),
        "precise links drawn uniformly from the second unseen text (info, other documents)",
        "unseen 2",
        Text.UNSEEN_2),
    /** Recall there: 100 scheme-less candidates of each of its two kinds, as UTS #58 finds them. */
    UNSEEN_2_CANDIDATES(
        "unseen2-candidates",
        "unseen-2-candidates:",
        8500,
        Map.of(InstalledText.UNSEEN_2_INFO, 100, InstalledText.UNSEEN_2_DOCS, 100),
        "candidates drawn from the second unseen text (info, other documents)",
        "unseen 2 candidates",
        Text.UNSEEN_2),
    /**
     * Precision on a third text no rule was written from ({@link InstalledText#readUnseen3}: {@code
     * /etc}, Perl modules, Python's library), drawn and labeled after the rules the second one led
     * to (a file's anchor, namespaces, a stack frame's {@code at}, HTML code) were fixed, and held
     * out until it was labeled; it then led to {@code .int} and {@code $}.
     */
    UNSEEN_3_KEPT(
        "unseen3-sample",
        "unseen-3:",
        9000,
        Map.of(KEPT, 300),
        "precise links drawn uniformly from the third unseen text (/etc, Perl, Python), held out",
        "unseen 3",
        Text.UNSEEN_3),
    /** Recall there: 60 scheme-less candidates of each of its three kinds. */
    UNSEEN_3_CANDIDATES(
        "unseen3-candidates",
        "unseen-3-candidates:",
        9500,
        Map.of(
            InstalledText.UNSEEN_3_ETC,
            60,
            InstalledText.UNSEEN_3_PERL,
            60,
            InstalledText.UNSEEN_3_PYTHON,
            60),
        "candidates drawn from the third unseen text (/etc, Perl, Python), held out",
        "unseen 3 candidates",
        Text.UNSEEN_3),
    /**
     * Precision on a fourth text, held out ({@link InstalledText#readUnseen4}: C headers, Python
     * packages, Node.js modules, Vim's runtime), drawn and labeled after the rules the third one
     * led to ({@code .int}, {@code $}) were fixed, and held out until it was labeled; it then led
     * to members in code and namespaces' first labels.
     */
    UNSEEN_4_KEPT(
        "unseen4-sample",
        "unseen-4:",
        10000,
        Map.of(KEPT, 300),
        "precise links drawn uniformly from the fourth unseen text (C, Python, Node.js, Vim), held out",
        "unseen 4",
        Text.UNSEEN_4),
    /** Recall there: 40 scheme-less candidates of each of its four kinds. */
    UNSEEN_4_CANDIDATES(
        "unseen4-candidates",
        "unseen-4-candidates:",
        10500,
        Map.of(
            InstalledText.UNSEEN_4_C,
            40,
            InstalledText.UNSEEN_4_PYTHON,
            40,
            InstalledText.UNSEEN_4_NODE,
            40,
            InstalledText.UNSEEN_4_VIM,
            40),
        "candidates drawn from the fourth unseen text (C, Python, Node.js, Vim), held out",
        "unseen 4 candidates",
        Text.UNSEEN_4),
    /**
     * Precision on a fifth text, held out ({@link InstalledText#readUnseen5}: the JDK's sources,
     * Maven POMs, package logs), drawn and labeled after the rules the fourth one led to (members
     * in code, namespaces' first labels) were fixed; it then led to rule 3's capitals.
     */
    UNSEEN_5_KEPT(
        "unseen5-sample",
        "unseen-5:",
        11000,
        Map.of(KEPT, 250),
        "precise links drawn uniformly from the fifth unseen text (JDK, POMs, logs), held out",
        "unseen 5",
        Text.UNSEEN_5),
    /** Recall there: 40 scheme-less candidates of each of its three kinds. */
    UNSEEN_5_CANDIDATES(
        "unseen5-candidates",
        "unseen-5-candidates:",
        11500,
        Map.of(
            InstalledText.UNSEEN_5_JDK,
            40,
            InstalledText.UNSEEN_5_POMS,
            40,
            InstalledText.UNSEEN_5_LOGS,
            40),
        "candidates drawn from the fifth unseen text (JDK, POMs, logs), held out",
        "unseen 5 candidates",
        Text.UNSEEN_5),
    /**
     * Precision on a sixth text, held out ({@link InstalledText#readUnseen6}: the package database
     * and tools' output), drawn and labeled after the rules the fifth one led to (rule 3's
     * capitals, statements, markup elements, class names) were fixed.
     */
    UNSEEN_6_KEPT(
        "unseen6-sample",
        "unseen-6:",
        12000,
        Map.of(KEPT, 250),
        "precise links drawn uniformly from the sixth unseen text (dpkg status, tool output), held"
            + " out",
        "unseen 6",
        Text.UNSEEN_6),
    /** Recall there: 60 scheme-less candidates of each of its two kinds. */
    UNSEEN_6_CANDIDATES(
        "unseen6-candidates",
        "unseen-6-candidates:",
        12500,
        Map.of(InstalledText.UNSEEN_6_STATUS, 60, InstalledText.UNSEEN_6_TOOLS, 60),
        "candidates drawn from the sixth unseen text (dpkg status, tool output), held out",
        "unseen 6 candidates",
        Text.UNSEEN_6),
    /**
     * Precision on a seventh text, held out ({@link InstalledText#UNSEEN_7}: Debian packages not
     * installed here, fetched from the archive: mail, chat, bug reports, packaging), drawn and
     * labeled after the rules the fifth one led to were fixed.
     */
    UNSEEN_7_KEPT(
        "unseen7-sample",
        "unseen-7:",
        13000,
        Map.of(KEPT, 250),
        "precise links drawn uniformly from the seventh unseen text (mail, chat, packaging"
            + " documents fetched from Debian), held out",
        "unseen 7",
        Text.UNSEEN_7),
    /** Recall there: 60 scheme-less candidates of each of its three kinds. */
    UNSEEN_7_CANDIDATES(
        "unseen7-candidates",
        "unseen-7-candidates:",
        13500,
        Map.of(
            InstalledText.UNSEEN_7_MAN,
            60,
            InstalledText.UNSEEN_7_DOCS,
            60,
            InstalledText.UNSEEN_7_OTHER,
            60),
        "candidates drawn from the seventh unseen text (mail, chat, packaging documents fetched"
            + " from Debian), held out",
        "unseen 7 candidates",
        Text.UNSEEN_7),
    /**
     * Precision on an eighth text, held out ({@link InstalledText#UNSEEN_8}: source code in nine
     * languages from Debian packages not installed here), drawn and labeled after the rules the
     * seventh one led to were fixed, before any rule about code as a whole was written.
     */
    UNSEEN_8_KEPT(
        "unseen8-sample",
        "unseen-8:",
        14000,
        Map.of(KEPT, 200),
        "precise links drawn uniformly from the eighth unseen text (source code fetched from"
            + " Debian), held out",
        "unseen 8",
        Text.UNSEEN_8),
    /** Recall there: 50 scheme-less candidates of each of its two kinds. */
    UNSEEN_8_CANDIDATES(
        "unseen8-candidates",
        "unseen-8-candidates:",
        14500,
        Map.of(InstalledText.UNSEEN_8_CODE, 50, InstalledText.UNSEEN_8_DOCS, 50),
        "candidates drawn from the eighth unseen text (source code fetched from Debian), held out",
        "unseen 8 candidates",
        Text.UNSEEN_8),
    /**
     * Precision on a ninth text, held out ({@link InstalledText#UNSEEN_9}: documentation of servers
     * and tools from Debian packages not installed here), drawn and labeled after the rules for
     * operands in code were fixed.
     */
    UNSEEN_9_KEPT(
        "unseen9-sample",
        "unseen-9:",
        15000,
        Map.of(KEPT, 200),
        "precise links drawn uniformly from the ninth unseen text (server and tool documentation"
            + " fetched from Debian), held out",
        "unseen 9",
        Text.UNSEEN_9),
    /** Recall there: 40 scheme-less candidates of each of its three kinds. */
    UNSEEN_9_CANDIDATES(
        "unseen9-candidates",
        "unseen-9-candidates:",
        15500,
        Map.of(
            InstalledText.UNSEEN_9_MAN,
            40,
            InstalledText.UNSEEN_9_DOCS,
            40,
            InstalledText.UNSEEN_9_OTHER,
            40),
        "candidates drawn from the ninth unseen text (server and tool documentation fetched from"
            + " Debian), held out",
        "unseen 9 candidates",
        Text.UNSEEN_9),
    /**
     * Precision on a tenth text, held out ({@link InstalledText#UNSEEN_10}: network tools, version
     * control and chat from Debian packages not installed here), drawn and labeled after the rules
     * the eighth and ninth texts led to were fixed.
     */
    UNSEEN_10_KEPT(
        "unseen10-sample",
        "unseen-10:",
        16000,
        Map.of(KEPT, 200),
        "precise links drawn uniformly from the tenth unseen text (network tools, version control,"
            + " chat; fetched from Debian), held out",
        "unseen 10",
        Text.UNSEEN_10),
    /** Recall there: 40 scheme-less candidates of each of its three kinds. */
    UNSEEN_10_CANDIDATES(
        "unseen10-candidates",
        "unseen-10-candidates:",
        16500,
        Map.of(
            InstalledText.UNSEEN_10_MAN,
            40,
            InstalledText.UNSEEN_10_DOCS,
            40,
            InstalledText.UNSEEN_10_OTHER,
            40),
        "candidates drawn from the tenth unseen text (network tools, version control, chat;"
            + " fetched from Debian), held out",
        "unseen 10 candidates",
        Text.UNSEEN_10),
    /**
     * Precision on an eleventh text, held out ({@link InstalledText#UNSEEN_11}: logs and the tools
     * that read them, from Debian packages not installed here), drawn and labeled after the rules
     * the tenth text led to were fixed.
     */
    UNSEEN_11_KEPT(
        "unseen11-sample",
        "unseen-11:",
        17000,
        Map.of(KEPT, 200),
        "precise links drawn uniformly from the eleventh unseen text (logs and log tools; fetched"
            + " from Debian), held out",
        "unseen 11",
        Text.UNSEEN_11),
    /** Recall there: 40 scheme-less candidates of each of its three kinds. */
    UNSEEN_11_CANDIDATES(
        "unseen11-candidates",
        "unseen-11-candidates:",
        17500,
        Map.of(
            InstalledText.UNSEEN_11_LOGS,
            40,
            InstalledText.UNSEEN_11_DOCS,
            40,
            InstalledText.UNSEEN_11_OTHER,
            40),
        "candidates drawn from the eleventh unseen text (logs and log tools; fetched from Debian),"
            + " held out",
        "unseen 11 candidates",
        Text.UNSEEN_11),
    /**
     * Precision on a twelfth text, held out ({@link InstalledText#UNSEEN_12}: news, mail and chat
     * from Debian packages not installed here), drawn and labeled after the rules the eleventh text
     * led to were fixed.
     */
    UNSEEN_12_KEPT(
        "unseen12-sample",
        "unseen-12:",
        18000,
        Map.of(KEPT, 200),
        "precise links drawn uniformly from the twelfth unseen text (news, mail, chat; fetched from"
            + " Debian), held out",
        "unseen 12",
        Text.UNSEEN_12),
    /** Recall there: 40 scheme-less candidates of each of its three kinds. */
    UNSEEN_12_CANDIDATES(
        "unseen12-candidates",
        "unseen-12-candidates:",
        18500,
        Map.of(
            InstalledText.UNSEEN_12_MAN,
            40,
            InstalledText.UNSEEN_12_DOCS,
            40,
            InstalledText.UNSEEN_12_OTHER,
            40),
        "candidates drawn from the twelfth unseen text (news, mail, chat; fetched from Debian),"
            + " held out",
        "unseen 12 candidates",
        Text.UNSEEN_12),
    /**
     * Precision on a thirteenth text, held out ({@link InstalledText#UNSEEN_13}: bug reports and
     * tickets, mail and chat servers from Debian packages not installed here), drawn and labeled
     * after the rules the twelfth text led to were fixed.
     */
    UNSEEN_13_KEPT(
        "unseen13-sample",
        "unseen-13:",
        19000,
        Map.of(KEPT, 200),
        "precise links drawn uniformly from the thirteenth unseen text (bug reports and tickets,"
            + " mail and chat servers; fetched from Debian), held out",
        "unseen 13",
        Text.UNSEEN_13),
    /** Recall there: 40 scheme-less candidates of each of its three kinds. */
    UNSEEN_13_CANDIDATES(
        "unseen13-candidates",
        "unseen-13-candidates:",
        19500,
        Map.of(
            InstalledText.UNSEEN_13_MAN,
            40,
            InstalledText.UNSEEN_13_DOCS,
            40,
            InstalledText.UNSEEN_13_OTHER,
            40),
        "candidates drawn from the thirteenth unseen text (bug reports and tickets, mail and chat"
            + " servers; fetched from Debian), held out",
        "unseen 13 candidates",
        Text.UNSEEN_13),
    /**
     * Precision on a fourteenth text, held out ({@link InstalledText#UNSEEN_14}: web servers,
     * certificates, DNS servers, monitoring, VPNs and cloud provisioning from Debian packages not
     * installed here), drawn and labeled after the rules the thirteenth text led to were fixed.
     */
    UNSEEN_14_KEPT(
        "unseen14-sample",
        "unseen-14:",
        20000,
        Map.of(KEPT, 200),
        "precise links drawn uniformly from the fourteenth unseen text (web servers,"
            + " certificates, DNS, monitoring, VPNs, cloud; fetched from Debian), held out",
        "unseen 14",
        Text.UNSEEN_14),
    /** Recall there: 40 scheme-less candidates of each of its three kinds. */
    UNSEEN_14_CANDIDATES(
        "unseen14-candidates",
        "unseen-14-candidates:",
        20500,
        Map.of(
            InstalledText.UNSEEN_14_MAN,
            40,
            InstalledText.UNSEEN_14_DOCS,
            40,
            InstalledText.UNSEEN_14_OTHER,
            40),
        "candidates drawn from the fourteenth unseen text (web servers, certificates, DNS,"
            + " monitoring, VPNs, cloud; fetched from Debian), held out",
        "unseen 14 candidates",
        Text.UNSEEN_14),
    /**
     * Precision on a fifteenth text, held out ({@link InstalledText#UNSEEN_15}: containers,
     * configuration management, web applications and HTTP clients from Debian packages not
     * installed here), drawn and labeled after the rules the fourteenth text led to were fixed.
     */
    UNSEEN_15_KEPT(
        "unseen15-sample",
        "unseen-15:",
        21000,
        Map.of(KEPT, 200),
        "precise links drawn uniformly from the fifteenth unseen text (containers, configuration"
            + " management, web applications, HTTP clients; fetched from Debian), held out",
        "unseen 15",
        Text.UNSEEN_15),
    /** Recall there: 40 scheme-less candidates of each of its three kinds. */
    UNSEEN_15_CANDIDATES(
        "unseen15-candidates",
        "unseen-15-candidates:",
        21500,
        Map.of(
            InstalledText.UNSEEN_15_MAN,
            40,
            InstalledText.UNSEEN_15_DOCS,
            40,
            InstalledText.UNSEEN_15_OTHER,
            40),
        "candidates drawn from the fifteenth unseen text (containers, configuration management,"
            + " web applications, HTTP clients; fetched from Debian), held out",
        "unseen 15 candidates",
        Text.UNSEEN_15),
    /**
     * Precision on a sixteenth text, held out ({@link InstalledText#UNSEEN_16}: databases, SQL,
     * statistics and plotting from Debian packages not installed here), drawn and labeled after the
     * rules the fifteenth text led to were fixed.
     */
    UNSEEN_16_KEPT(
        "unseen16-sample",
        "unseen-16:",
        22000,
        Map.of(KEPT, 200),
        "precise links drawn uniformly from the sixteenth unseen text (databases, SQL, statistics,"
            + " plotting; fetched from Debian), held out",
        "unseen 16",
        Text.UNSEEN_16),
    /** Recall there: 40 scheme-less candidates of each of its three kinds. */
    UNSEEN_16_CANDIDATES(
        "unseen16-candidates",
        "unseen-16-candidates:",
        22500,
        Map.of(
            InstalledText.UNSEEN_16_MAN,
            40,
            InstalledText.UNSEEN_16_DOCS,
            40,
            InstalledText.UNSEEN_16_OTHER,
            40),
        "candidates drawn from the sixteenth unseen text (databases, SQL, statistics, plotting;"
            + " fetched from Debian), held out",
        "unseen 16 candidates",
        Text.UNSEEN_16),
    /**
     * Precision on a seventeenth text, held out ({@link InstalledText#UNSEEN_17}: languages,
     * runtimes, numerics and media from Debian packages not installed here), drawn and labeled
     * after the rules the sixteenth text led to were fixed.
     */
    UNSEEN_17_KEPT(
        "unseen17-sample",
        "unseen-17:",
        23000,
        Map.of(KEPT, 200),
        "precise links drawn uniformly from the seventeenth unseen text (languages, runtimes,"
            + " numerics, media; fetched from Debian), held out",
        "unseen 17",
        Text.UNSEEN_17),
    /** Recall there: 40 scheme-less candidates of each of its three kinds. */
    UNSEEN_17_CANDIDATES(
        "unseen17-candidates",
        "unseen-17-candidates:",
        23500,
        Map.of(
            InstalledText.UNSEEN_17_MAN,
            40,
            InstalledText.UNSEEN_17_DOCS,
            40,
            InstalledText.UNSEEN_17_OTHER,
            40),
        "candidates drawn from the seventeenth unseen text (languages, runtimes, numerics, media;"
            + " fetched from Debian), held out",
        "unseen 17 candidates",
        Text.UNSEEN_17),
    /**
     * Precision on an eighteenth text, held out ({@link InstalledText#UNSEEN_18}: system
     * administration, security and network services from Debian packages not installed here), drawn
     * and labeled after the rules the seventeenth text led to were fixed.
     */
    UNSEEN_18_KEPT(
        "unseen18-sample",
        "unseen-18:",
        24000,
        Map.of(KEPT, 200),
        "precise links drawn uniformly from the eighteenth unseen text (system administration,"
            + " security, network services; fetched from Debian), held out",
        "unseen 18",
        Text.UNSEEN_18),
    /** Recall there: 40 scheme-less candidates of each of its three kinds. */
    UNSEEN_18_CANDIDATES(
        "unseen18-candidates",
        "unseen-18-candidates:",
        24500,
        Map.of(
            InstalledText.UNSEEN_18_MAN,
            40,
            InstalledText.UNSEEN_18_DOCS,
            40,
            InstalledText.UNSEEN_18_OTHER,
            40),
        "candidates drawn from the eighteenth unseen text (system administration, security,"
            + " network services; fetched from Debian), held out",
        "unseen 18 candidates",
        Text.UNSEEN_18),
    /**
     * Precision on a nineteenth text, held out ({@link InstalledText#UNSEEN_19}: file transfer,
     * backup, synchronisation and mail retrieval from Debian packages not installed here), drawn
     * and labeled after the rules the eighteenth text led to, and the members' names a text showed,
     * were fixed.
     */
    UNSEEN_19_KEPT(
        "unseen19-sample",
        "unseen-19:",
        25000,
        Map.of(KEPT, 200),
        "precise links drawn uniformly from the nineteenth unseen text (file transfer, backup,"
            + " synchronisation, mail retrieval; fetched from Debian), held out",
        "unseen 19",
        Text.UNSEEN_19),
    /** Recall there: 40 scheme-less candidates of each of its three kinds. */
    UNSEEN_19_CANDIDATES(
        "unseen19-candidates",
        "unseen-19-candidates:",
        25500,
        Map.of(
            InstalledText.UNSEEN_19_MAN,
            40,
            InstalledText.UNSEEN_19_DOCS,
            40,
            InstalledText.UNSEEN_19_OTHER,
            40),
        "candidates drawn from the nineteenth unseen text (file transfer, backup,"
            + " synchronisation, mail retrieval; fetched from Debian), held out",
        "unseen 19 candidates",
        Text.UNSEEN_19),
    /**
     * Precision on a twentieth text, held out ({@link InstalledText#UNSEEN_20}: network libraries'
     * source code from Debian packages not installed here), drawn and labeled after the values
     * named after their member were fixed.
     */
    UNSEEN_20_KEPT(
        "unseen20-sample",
        "unseen-20:",
        26000,
        Map.of(KEPT, 200),
        "precise links drawn uniformly from the twentieth unseen text (network libraries' source"
            + " code; fetched from Debian), held out",
        "unseen 20",
        Text.UNSEEN_20),
    /** Recall there: 40 scheme-less candidates of each of its three kinds. */
    UNSEEN_20_CANDIDATES(
        "unseen20-candidates",
        "unseen-20-candidates:",
        26500,
        Map.of(
            InstalledText.UNSEEN_20_MAN,
            40,
            InstalledText.UNSEEN_20_DOCS,
            40,
            InstalledText.UNSEEN_20_OTHER,
            40),
        "candidates drawn from the twentieth unseen text (network libraries' source code; fetched"
            + " from Debian), held out",
        "unseen 20 candidates",
        Text.UNSEEN_20),
    /**
     * Precision on a twenty-first text, held out ({@link InstalledText#UNSEEN_21}: log collection
     * and analysis from Debian packages not installed here), drawn and labeled after the twentieth
     * text was measured.
     */
    UNSEEN_21_KEPT(
        "unseen21-sample",
        "unseen-21:",
        27000,
        Map.of(KEPT, 200),
        "precise links drawn uniformly from the twenty-first unseen text (log collection and"
            + " analysis; fetched from Debian), held out",
        "unseen 21",
        Text.UNSEEN_21),
    /** Recall there: 40 scheme-less candidates of each of its three kinds. */
    UNSEEN_21_CANDIDATES(
        "unseen21-candidates",
        "unseen-21-candidates:",
        27500,
        Map.of(
            InstalledText.UNSEEN_21_MAN,
            40,
            InstalledText.UNSEEN_21_DOCS,
            40,
            InstalledText.UNSEEN_21_OTHER,
            40),
        "candidates drawn from the twenty-first unseen text (log collection and analysis; fetched"
            + " from Debian), held out",
        "unseen 21 candidates",
        Text.UNSEEN_21);

    final String command;
    final String salt;
    final int firstId;
    final Map<String, Integer> quota;
    final String description;
    final String tag;

    /** The text it is drawn from. */
    final Text text;

    Sample(
        String command,
        String salt,
        int firstId,
        Map<String, Integer> quota,
        String description,
        String tag,
        Text text) {
      this.command = command;
      this.salt = salt;
      this.firstId = firstId;
      this.quota = quota;
      this.description = description;
      this.tag = tag;
      this.text = text;
    }

    /** Drawn from what precise mode keeps, over all the text, rather than per source. */
    boolean keptOnly() {
      return quota.containsKey(KEPT);
    }

    /** The sample a label's id belongs to: the last one whose ids start at or below it. */
    static Sample of(int id) {
      Sample found = DESIGN;
      for (Sample s : values()) {
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
   */
  enum Text {
    INSTALLED("all the text", "kept", InstalledText::read),
    UNSEEN("the unseen text", "kept-unseen", InstalledText::readUnseen),
    UNSEEN_2("the second unseen text", "kept-unseen2", InstalledText::readUnseen2),
    UNSEEN_3("the third unseen text", "kept-unseen3", InstalledText::readUnseen3),
    UNSEEN_4("the fourth unseen text", "kept-unseen4", InstalledText::readUnseen4),
    UNSEEN_5("the fifth unseen text", "kept-unseen5", InstalledText::readUnseen5),
    UNSEEN_6("the sixth unseen text", "kept-unseen6", InstalledText::readUnseen6),
    UNSEEN_7("the seventh unseen text", "kept-unseen7", InstalledText.UNSEEN_7::read),
    UNSEEN_8("the eighth unseen text", "kept-unseen8", InstalledText.UNSEEN_8::read),
    UNSEEN_9("the ninth unseen text", "kept-unseen9", InstalledText.UNSEEN_9::read),
    UNSEEN_10("the tenth unseen text", "kept-unseen10", InstalledText.UNSEEN_10::read),
    UNSEEN_11("the eleventh unseen text", "kept-unseen11", InstalledText.UNSEEN_11::read),
    UNSEEN_12("the twelfth unseen text", "kept-unseen12", InstalledText.UNSEEN_12::read),
    UNSEEN_13("the thirteenth unseen text", "kept-unseen13", InstalledText.UNSEEN_13::read),
    UNSEEN_14("the fourteenth unseen text", "kept-unseen14", InstalledText.UNSEEN_14::read),
    UNSEEN_15("the fifteenth unseen text", "kept-unseen15", InstalledText.UNSEEN_15::read),
    UNSEEN_16("the sixteenth unseen text", "kept-unseen16", InstalledText.UNSEEN_16::read),
    UNSEEN_17("the seventeenth unseen text", "kept-unseen17", InstalledText.UNSEEN_17::read),
    UNSEEN_18("the eighteenth unseen text", "kept-unseen18", InstalledText.UNSEEN_18::read),
    UNSEEN_19("the nineteenth unseen text", "kept-unseen19", InstalledText.UNSEEN_19::read),
    UNSEEN_20("the twentieth unseen text", "kept-unseen20", InstalledText.UNSEEN_20::read),
    UNSEEN_21("the twenty-first unseen text", "kept-unseen21", InstalledText.UNSEEN_21::read);

    final String description;

    /** The command that writes every scheme-less link precise mode keeps in it. */
    final String keptCommand;

    final TextSource source;

    Text(String description, String keptCommand, TextSource source) {
      this.description = description;
      this.keptCommand = keptCommand;
      this.source = source;
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
    if (args.length == 3 && args[1].equals("--add-extensions")) {
      addExtensions(Path.of(args[2]));
    } else if (args.length > 1) {
      throw new IllegalArgumentException(
          "usage: RealTextEvaluation COMMAND [--add-extensions FILE]");
    }
    if (command.equals("evaluate")) {
      evaluate(System.out);
      return;
    }
    if (command.equals("labeled")) {
      labeled(Path.of("target/eval/labeled.tsv"));
      return;
    }
    if (command.equals(KEPT_ALL)) {
      for (Text text : Text.values()) {
        kept(text.source, Path.of("target/eval/" + text.keptCommand + ".tsv"));
      }
      return;
    }
    for (Text text : Text.values()) {
      if (command.equals(text.keptCommand)) {
        kept(text.source, Path.of("target/eval/" + command + ".tsv"));
        return;
      }
    }
    for (Sample sample : Sample.values()) {
      if (sample.command.equals(command)) {
        sample(sample, Path.of("target/eval/" + command + ".tsv"));
        return;
      }
    }
    StringBuilder commands = new StringBuilder();
    for (Sample sample : Sample.values()) {
      commands.append(sample.command).append('|');
    }
    for (Text text : Text.values()) {
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
      for (Text text : Text.values()) {
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
   * into {@code fixed}: [found alike in every mode, not].
   */
  private static void decide(
      TextSource source,
      Map<String, Label> labels,
      Map<String, Map<SchemelessLinks, Boolean>> decisions,
      Map<String, String> kinds,
      long[] fixed)
      throws Exception {
    Map<SchemelessLinks, LinkScanner> scanners = new EnumMap<>(SchemelessLinks.class);
    DETECTORS.forEach((mode, d) -> scanners.put(mode, d.newScanner()));
    String[] lastSource = {null};
    source.read(
        line -> {
          String text = line.text();
          boolean sameText = continuesText(line, lastSource);
          Map<SchemelessLinks, List<Link>> found = new EnumMap<>(SchemelessLinks.class);
          scanners.forEach((mode, scanner) -> found.put(mode, links(scanner, text, sameText)));
          for (Link link : found.get(SchemelessLinks.ALL)) {
            String key =
                line.key() + "\t" + link.start() + "\t" + text.substring(link.start(), link.end());
            if (!schemeless(text, link)) {
              boolean same = true;
              for (List<Link> links : found.values()) {
                same &= links.contains(link);
              }
              fixed[same ? 0 : 1]++;
              continue;
            }
            if (labels.containsKey(key)) {
              Map<SchemelessLinks, Boolean> kept = new EnumMap<>(SchemelessLinks.class);
              found.forEach((mode, links) -> kept.put(mode, links.contains(link)));
              decisions.put(key, kept);
              kinds.put(key, line.kind());
            }
          }
        });
  }

  static void evaluate(PrintStream out) throws Exception {
    Map<String, Label> labels = readLabels();
    Map<String, Map<SchemelessLinks, Boolean>> decisions = new HashMap<>();
    Map<String, String> kinds = new HashMap<>();
    // links with a scheme or www., and emails, per text: [same in every mode, differing]
    Map<Text, long[]> fixed = new EnumMap<>(Text.class);
    for (Text text : Text.values()) {
      fixed.put(text, new long[2]);
      decide(text.source, labels, decisions, kinds, fixed.get(text));
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
    for (Sample sample : Sample.values()) {
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
