#!/usr/bin/env python3
"""Screenshots of `lettersolve serve`'s page at 390x844 CSS pixels (a phone),
taken in Debian's headless Chromium through chromedriver (W3C WebDriver):
the blank page, an answer, an error, a game's review and the Words view.

    Scripts/page_screenshots.py BINARY OUTPUT_FOLDER

writes OUTPUT_FOLDER/page-{blank,answer,error,review,words}.png. The answer
is Samples/light-iphone5.png's; the review is of that board and the board
after its answer, drawn by `lettersolve render`; the error is
Samples/Invalid/truncated.png. Each server and browser started here is
stopped by its process id.
"""
import base64
import json
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SAMPLE = os.path.join(ROOT, "Samples", "light-iphone5")
BROKEN = os.path.join(ROOT, "Samples", "Invalid", "truncated.png")
BROWSERS = ["/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium"]
CHROMEDRIVER = "/usr/bin/chromedriver"
WIDTH, HEIGHT = 390, 844


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def request(method, url, body=None):
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(url, data=data, method=method,
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=120) as response:
        return json.loads(response.read() or b"{}").get("value")


class Session:
    def __init__(self, port, browser):
        for _ in range(100):
            try:
                request("GET", f"http://127.0.0.1:{port}/status")
                break
            except OSError:
                time.sleep(0.1)
        value = request("POST", f"http://127.0.0.1:{port}/session", {"capabilities": {"alwaysMatch": {
            "browserName": "chrome", "goog:chromeOptions": {"binary": browser, "args": [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                f"--window-size={WIDTH},{HEIGHT}"]}}}})
        self.base = f"http://127.0.0.1:{port}/session/{value['sessionId']}"

    def open(self, url):
        request("POST", self.base + "/url", {"url": url})

    def script(self, source):
        return request("POST", self.base + "/execute/sync", {"script": source, "args": []})

    def element(self, selector):
        value = request("POST", self.base + "/element", {"using": "css selector", "value": selector})
        return next(iter(value.values()))

    def send_keys(self, selector, text):
        request("POST", self.base + f"/element/{self.element(selector)}/value", {"text": text})

    def click(self, selector):
        request("POST", self.base + f"/element/{self.element(selector)}/click", {})

    def wait(self, source, what):
        for _ in range(600):
            if self.script(source):
                return
            time.sleep(0.2)
        raise SystemExit(f"page screenshots: the page showed no {what}")

    def save(self, path):
        # What stays of the status line's work ("Solving…") has settled.
        time.sleep(0.5)
        with open(path, "wb") as file:
            file.write(base64.b64decode(request("GET", self.base + "/screenshot")))
        print(f"page screenshots: wrote {os.path.relpath(path, ROOT)}")

    def quit(self):
        request("DELETE", self.base)


def next_board(binary, text, folder):
    """The sample board after its best move, as a screenshot drawn by render."""
    solved = subprocess.run([binary, "--board", text, "--json", "--no-history", "--depth", "1"],
                            capture_output=True, text=True, check=True)
    answer = json.loads(solved.stdout)
    letters, colors = answer["board"]["letters"], answer["board"]["colors"]
    owners = [{"w": None, "b": "b", "B": "b", "r": "r", "R": "r"}[c] for c in colors]
    for name in answer["moves"][0]["tiles"]:
        index = (int(name[1]) - 1) * 5 + int(name[3]) - 1
        if colors[index] != "R":  # a defended tile of theirs stays theirs
            owners[index] = "b"
    def defended(index):
        row, column = divmod(index, 5)
        neighbours = [(row + dr) * 5 + column + dc for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
                      if 0 <= row + dr < 5 and 0 <= column + dc < 5]
        return all(owners[n] == owners[index] for n in neighbours)
    rows = []
    for row in range(5):
        tokens = []
        for index in range(row * 5, row * 5 + 5):
            owner = owners[index]
            code = "" if owner is None else (owner.upper() if defended(index) else owner)
            tokens.append(letters[index] + code)
        rows.append(" ".join(tokens))
    board = os.path.join(folder, "next.txt")
    with open(board, "w") as file:
        file.write("\n".join(rows) + "\n")
    image = os.path.join(folder, "next.png")
    subprocess.run([binary, "render", board, "--output", image], check=True)
    return image


def main():
    if len(sys.argv) != 3:
        raise SystemExit("usage: page_screenshots.py BINARY OUTPUT_FOLDER")
    binary, output = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    browser = next((b for b in BROWSERS if os.access(b, os.X_OK)), None)
    if browser is None or not os.access(CHROMEDRIVER, os.X_OK):
        raise SystemExit("page screenshots: Chromium not found: `make setup` with the test packages "
                         "(chromium-headless-shell, chromium-driver)")
    os.makedirs(output, exist_ok=True)
    work = tempfile.mkdtemp(prefix="page-screenshots.")
    server = subprocess.Popen(
        [binary, "serve", "--host", "127.0.0.1", "--port", "0", "--jobs", "2", "--no-qr"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
        env=dict(os.environ, LETTERSOLVE_STATE=os.path.join(work, "state")))
    driver_port = free_port()
    driver = subprocess.Popen([CHROMEDRIVER, f"--port={driver_port}"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    session = None
    try:
        line = server.stdout.readline()
        if "serving http://127.0.0.1:" not in line:
            raise SystemExit(f"page screenshots: serve did not start: {line}")
        url = line.split("serving ")[1].split(" ")[0]
        next_image = next_board(binary, SAMPLE + ".txt", work)
        session = Session(driver_port, browser)
        answered = ("return /^Play [A-Z]+:/.test(document.getElementById('answer').textContent)"
                    " && !document.getElementById('status').textContent")
        session.open(url)
        session.save(os.path.join(output, "page-blank.png"))
        session.send_keys("#file", SAMPLE + ".png")
        session.wait(answered, "answer")
        session.save(os.path.join(output, "page-answer.png"))
        session.send_keys("#file", next_image)
        session.wait("return !document.getElementById('review').hidden"
                     " && !document.getElementById('status').textContent", "review button")
        session.click("#review")
        session.wait("return !document.getElementById('review-result').hidden", "review")
        session.save(os.path.join(output, "page-review.png"))
        session.click("#show-words")
        session.wait("return document.querySelectorAll('#words-list li').length > 0", "words")
        session.click("#words-list li:nth-child(2) button")
        session.wait("return document.querySelectorAll('.tile .tap').length > 0", "word's tiles")
        session.save(os.path.join(output, "page-words.png"))
        session.send_keys("#file", BROKEN)
        session.wait("return document.getElementById('board').hidden"
                     " && document.getElementById('status').textContent.length > 20", "error")
        session.save(os.path.join(output, "page-error.png"))
    finally:
        if session is not None:
            session.quit()
        driver.kill()
        driver.wait()
        server.terminate()
        server.wait()


if __name__ == "__main__":
    main()
