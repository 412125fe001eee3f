package org.sdsim.simulator.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * report.html opened in a real browser (headless Debian chromium): no console messages, the DOM
 * holds every chart, and a screenshot of the expected size that is not blank. Skipped, with a
 * notice, where chromium is not installed (CI installs it).
 */
@Timeout(value = 240, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class ReportBrowserTest {
    static final int WIDTH = 1280;
    static final int HEIGHT = 2000;

    @TempDir
    static Path work;
    static Path chromium;
    static Path report;

    @BeforeAll
    static void findChromiumAndWriteAReport() throws Exception {
        Optional<Path> found = findChromium();
        if (found.isEmpty()) {
            System.err.println("NOTICE: chromium not found on PATH: ReportBrowserTest skipped (apt-get install chromium)");
        }
        Assumptions.assumeTrue(found.isPresent(), "chromium not found on PATH: report not checked in a browser");
        chromium = found.get();
        Path run = ReportFixtures.copyOfCompleteRun(work);
        report = RunReport.write(List.of(run), run).report();
    }

    static Optional<Path> findChromium() {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            for (String name : List.of("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")) {
                Path p = Path.of(dir, name);
                if (Files.isExecutable(p)) {
                    return Optional.of(p);
                }
            }
        }
        return Optional.empty();
    }

    /** What one headless chromium run printed. */
    record Browser(int exit, String stdout, String stderr) {
        List<String> consoleLines() {
            List<String> out = new ArrayList<>();
            for (String line : stderr.split("\n")) {
                if (line.contains(":CONSOLE") || line.contains("net::ERR_") || line.contains("Failed to load resource")) {
                    out.add(line);
                }
            }
            return out;
        }
    }

    static Browser open(Path page, String... extra) throws Exception {
        Path profile = Files.createTempDirectory(work, "chromium-profile");
        Path out = work.resolve("chromium-" + System.nanoTime() + ".out");
        Path err = work.resolve("chromium-" + System.nanoTime() + ".err");
        List<String> cmd = new ArrayList<>(List.of(chromium.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
                "--user-data-dir=" + profile, "--window-size=" + WIDTH + "," + HEIGHT, "--enable-logging=stderr", "--v=0"));
        cmd.addAll(List.of(extra));
        cmd.add(page.toUri().toString());
        Process p = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!p.waitFor(90, TimeUnit.SECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            throw new AssertionError("chromium did not finish within 90 s");
        }
        return new Browser(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
    }

    @Test
    void theConsoleCheckCatchesAPageThatLogsAnError() throws Exception {
        // proves the check below can fail: the same detection on a page that does log
        Path control = Files.writeString(work.resolve("control.html"),
                "<!DOCTYPE html><html><body><script>console.error('sdsim-control')</script></body></html>");
        Browser b = open(control, "--dump-dom");
        assertTrue(b.consoleLines().stream().anyMatch(l -> l.contains("sdsim-control")), b.stderr());
    }

    @Test
    void reportRendersWithoutAnyConsoleMessageAndTheDomHoldsEveryChart() throws Exception {
        Browser b = open(report, "--dump-dom");
        assertEquals(0, b.exit(), b.stderr());
        assertEquals(List.of(), b.consoleLines());
        String dom = b.stdout();
        assertEquals(ReportFixtures.CHARTS, count(dom, "<svg "), "every chart inline in the rendered DOM");
        assertTrue(dom.contains("Results per mode") && dom.contains("How to read this"), "page body rendered");
        assertTrue(dom.trim().endsWith("</html>"), "the whole page was parsed");
    }

    @Test
    void screenshotHasTheWindowSizeAndShowsTextAndCharts() throws Exception {
        Path png = work.resolve("report.png");
        Browser b = open(report, "--screenshot=" + png);
        assertEquals(0, b.exit(), b.stderr());
        assertEquals(List.of(), b.consoleLines());
        BufferedImage image = ImageIO.read(png.toFile());
        assertEquals(WIDTH, image.getWidth());
        assertEquals(HEIGHT, image.getHeight());
        long nonWhite = 0;
        boolean accent = false;
        boolean referenceBar = false;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int rgb = image.getRGB(x, y) & 0xFFFFFF;
                if (rgb != 0xFFFFFF) {
                    nonWhite++;
                }
                accent |= rgb == 0x0072B2;        // the CSS heading rule: the stylesheet applied
                referenceBar |= rgb == 0x555555;  // a published-reference bar: the first chart is drawn
            }
        }
        double share = nonWhite / (double) (WIDTH * HEIGHT);
        assertTrue(share > 0.03 && share < 0.6, "non-white share " + share);
        assertTrue(accent, "no pixel in the heading colour: CSS not applied?");
        assertTrue(referenceBar, "no pixel in the published-reference bar colour: first chart not drawn?");
    }

    private static int count(String text, String needle) {
        Matcher m = Pattern.compile(Pattern.quote(needle)).matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }
}
