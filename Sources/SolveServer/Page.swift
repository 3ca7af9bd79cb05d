/// The page at `/`: plain HTML, CSS and JavaScript built into the binary.
///
/// Nothing is fetched from elsewhere. Choose, drop or paste a screenshot; the
/// board is drawn with the move's tiles numbered in tap order; tap a tile to
/// change its letter or colour and solve again.
enum Page {
  static let html = #"""
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>lettersolve</title>
    <link rel="icon" href="data:,">
    <link rel="stylesheet" href="/page.css">
    <script src="/page.js" defer></script>
    </head>
    <body>
    <main>
    <h1>lettersolve</h1>
    <section id="drop" class="drop">
    <label for="file" class="button">Choose a screenshot</label>
    <input id="file" type="file" accept="image/png,image/jpeg">
    <p>or drop or paste one here</p>
    </section>
    <label class="played">Words already played
    <input id="played" type="text" autocomplete="off" autocapitalize="characters"
     placeholder="comma-separated"></label>
    <p id="status" role="status"></p>
    <div id="board" class="board" aria-label="The board"></div>
    <div id="editor" class="editor" hidden>
    <p>Tile <span id="editor-place"></span></p>
    <input id="tile-letter" type="text" maxlength="1" autocapitalize="characters"
     aria-label="Letter">
    <div class="colors">
    <button type="button" data-color="w" class="c-w">free</button>
    <button type="button" data-color="b" class="c-b">yours</button>
    <button type="button" data-color="B" class="c-bd">yours, defended</button>
    <button type="button" data-color="r" class="c-r">theirs</button>
    <button type="button" data-color="R" class="c-rd">theirs, defended</button>
    </div>
    <button id="apply" type="button" class="button">Change and solve again</button>
    </div>
    <p id="answer" class="answer"></p>
    <ol id="moves" class="moves"></ol>
    </main>
    </body>
    </html>
    """#

  static let css = #"""
    body { font: 17px/1.4 system-ui, sans-serif; margin: 0; background: #f4f2ee; color: #222; }
    main { max-width: 30rem; margin: 0 auto; padding: 0.75rem; }
    h1 { font-size: 1.3rem; margin: 0.2rem 0 0.6rem; }
    .drop { border: 2px dashed #999; border-radius: 0.6rem; padding: 0.8rem; text-align: center; }
    .drop.over { background: #e0eefa; }
    .drop p { margin: 0.4rem 0 0; color: #666; }
    #file { position: absolute; width: 1px; height: 1px; opacity: 0; overflow: hidden; }
    .button { display: inline-block; background: #1f78d1; color: #fff; border: 0;
      border-radius: 0.4rem; padding: 0.55rem 1rem; font: inherit; cursor: pointer; }
    .played { display: block; margin: 0.8rem 0; }
    .played input { display: block; width: 100%; box-sizing: border-box; font: inherit;
      padding: 0.4rem; margin-top: 0.2rem; text-transform: uppercase; }
    .board { display: grid; grid-template-columns: repeat(5, 1fr); gap: 0; margin: 0.6rem 0;
      max-width: 24rem; }
    .tile { position: relative; aspect-ratio: 1; border: 0; padding: 0; font: 700 1.6rem/1
      system-ui, sans-serif; color: #222; cursor: pointer; }
    .tile.in-move { outline: 3px solid #111; outline-offset: -3px; z-index: 1; }
    .tile .tap { position: absolute; top: 0.15rem; left: 0.25rem; font-size: 0.8rem;
      background: #111; color: #fff; border-radius: 0.6rem; min-width: 1.1rem; padding: 0.1rem; }
    .c-w { background: #e9e7e2; } .c-b { background: #78c8f5; } .c-bd { background: #00a2ff; }
    .c-r { background: #f7998e; } .c-rd { background: #ff432f; } .c-unknown { background: #ffe14d; }
    .c-bd, .c-rd { color: #fff; }
    .editor { background: #fff; border-radius: 0.6rem; padding: 0.6rem; margin: 0.6rem 0; }
    .editor p { margin: 0 0 0.4rem; }
    #tile-letter { width: 2.5rem; font: 700 1.4rem system-ui; text-align: center;
      text-transform: uppercase; }
    .colors { display: flex; flex-wrap: wrap; gap: 0.3rem; margin: 0.5rem 0; }
    .colors button { border: 2px solid transparent; border-radius: 0.3rem; padding: 0.35rem;
      font: inherit; font-size: 0.85rem; }
    .colors button[aria-pressed="true"] { border-color: #111; }
    .answer { font-size: 1.15rem; }
    .moves button { background: none; border: 0; padding: 0.2rem 0; font: inherit;
      color: #1f5fa8; text-align: left; cursor: pointer; }
    .moves li.shown button { font-weight: 700; color: #222; }
    """#

  static let javascript = #"""
    "use strict";
    const state = { letters: "", colors: "", solution: null, shown: 0, editing: -1, color: "w" };
    const $ = (id) => document.getElementById(id);
    const colorClass = { w: "c-w", b: "c-b", B: "c-bd", r: "c-r", R: "c-rd" };

    function status(text) { $("status").textContent = text; }

    function query() {
      const parameters = new URLSearchParams({ time: "1", limit: "10" });
      const played = $("played").value.trim();
      if (played) parameters.set("played", played.toLowerCase());
      return "?" + parameters.toString();
    }

    async function send(body, type) {
      status("Solving…");
      let response;
      try {
        response = await fetch("/api/solve" + query(), {
          method: "POST", headers: { "Content-Type": type }, body });
      } catch (error) {
        status("The server did not answer: " + error.message);
        return;
      }
      const json = await response.json().catch(() => null);
      if (!response.ok) {
        const message = json && json.error ? json.error : "error " + response.status;
        if (json && json.reading) {
          state.letters = json.reading.letters;
          state.colors = json.reading.colors;
          state.solution = null;
          draw();
          status(message + ". Tap the tiles marked ? to fix them.");
        } else {
          status(message);
        }
        return;
      }
      state.solution = json;
      state.letters = json.board.letters;
      state.colors = json.board.colors;
      state.shown = 0;
      draw();
      status("");
    }

    function solveFile(file) {
      if (file) send(file, file.type || "image/png");
    }

    function solveBoard() {
      if (state.letters.includes("?") || state.colors.includes("?")) {
        status("Some tiles are still unknown (?): tap them to set their letter and colour.");
        return;
      }
      send(JSON.stringify({ letters: state.letters, colors: state.colors }), "application/json");
    }

    function describe(move) {
      let text = "Play " + move.word.toUpperCase() + ": tap the numbered tiles in order. "
        + "You would hold " + move.score.player + " tiles, the opponent " + move.score.opponent + ".";
      if (move.wins) text += " This wins the game now.";
      else if (move.ends_game) text += " This ends the game, lost.";
      else if (move.opponent_winning_reply) {
        text += " Careful: the opponent could then win with "
          + move.opponent_winning_reply.toUpperCase() + ".";
      } else if (move.reply && move.reply !== "pass") {
        text += " Expect " + move.reply.toUpperCase() + " in answer.";
      }
      return text;
    }

    function draw() {
      const board = $("board");
      board.textContent = "";
      const moves = state.solution ? state.solution.moves : [];
      const move = moves[state.shown];
      for (let index = 0; index < 25; index++) {
        const tile = document.createElement("button");
        tile.type = "button";
        tile.className = "tile " + (colorClass[state.colors[index]] || "c-unknown");
        tile.dataset.index = String(index);
        const letter = document.createElement("span");
        letter.className = "letter";
        letter.textContent = state.letters[index] || "?";
        tile.append(letter);
        const tap = move ? move.tiles.indexOf(index) : -1;
        if (tap >= 0) {
          const number = document.createElement("span");
          number.className = "tap";
          number.textContent = String(tap + 1);
          tile.append(number);
          tile.classList.add("in-move");
        }
        tile.setAttribute("aria-label", "row " + (Math.floor(index / 5) + 1) + ", column "
          + (index % 5 + 1) + ": " + letter.textContent + (tap >= 0 ? ", tap " + (tap + 1) : ""));
        tile.addEventListener("click", () => edit(index));
        board.append(tile);
      }
      const answer = $("answer");
      if (!state.solution) {
        answer.textContent = "";
      } else if (move) {
        answer.textContent = describe(move);
      } else {
        answer.textContent = state.colors.includes("w")
          ? "No playable word: pass." : "The game is over.";
      }
      const list = $("moves");
      list.textContent = "";
      moves.forEach((other, number) => {
        const item = document.createElement("li");
        if (number === state.shown) item.className = "shown";
        const button = document.createElement("button");
        button.type = "button";
        button.textContent = other.word.toUpperCase() + ": you " + other.score.player
          + ", opponent " + other.score.opponent + (other.wins ? ", wins" : "");
        button.addEventListener("click", () => { state.shown = number; draw(); });
        item.append(button);
        list.append(item);
      });
    }

    function edit(index) {
      state.editing = index;
      $("editor").hidden = false;
      $("editor-place").textContent = "row " + (Math.floor(index / 5) + 1) + ", column "
        + (index % 5 + 1);
      const letter = state.letters[index];
      $("tile-letter").value = letter === "?" ? "" : letter;
      choose(colorClass[state.colors[index]] ? state.colors[index] : "w");
      $("tile-letter").focus();
    }

    function choose(color) {
      state.color = color;
      for (const button of document.querySelectorAll("[data-color]")) {
        button.setAttribute("aria-pressed", String(button.dataset.color === color));
      }
    }

    function replace(text, index, character) {
      return text.slice(0, index) + character + text.slice(index + 1);
    }

    function apply() {
      const letter = $("tile-letter").value.trim().toUpperCase();
      if (!/^[A-Z]$/.test(letter)) {
        status("A tile holds one letter, A to Z.");
        return;
      }
      state.letters = replace(state.letters, state.editing, letter);
      state.colors = replace(state.colors, state.editing, state.color);
      $("editor").hidden = true;
      solveBoard();
    }

    document.addEventListener("DOMContentLoaded", () => {
      $("file").addEventListener("change", (event) => solveFile(event.target.files[0]));
      const drop = $("drop");
      drop.addEventListener("dragover", (event) => {
        event.preventDefault();
        drop.classList.add("over");
      });
      drop.addEventListener("dragleave", () => drop.classList.remove("over"));
      drop.addEventListener("drop", (event) => {
        event.preventDefault();
        drop.classList.remove("over");
        solveFile(event.dataTransfer.files[0]);
      });
      document.addEventListener("paste", (event) => {
        const item = [...event.clipboardData.items].find((it) => it.type.startsWith("image/"));
        if (item) solveFile(item.getAsFile());
      });
      for (const button of document.querySelectorAll("[data-color]")) {
        button.addEventListener("click", () => choose(button.dataset.color));
      }
      $("apply").addEventListener("click", apply);
      $("played").addEventListener("change", () => {
        if (state.letters && !state.letters.includes("?")) solveBoard();
      });
    });
    """#
}
