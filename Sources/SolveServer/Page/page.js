"use strict";
// seen: what the screenshot showed besides its board (its "played"
// bubble and whose turn), sent again with a board changed by hand;
// reviewed: the game reviewed and its board count, LETTERS:COUNT;
// words: the playable words of the board shown (from /api/words), and
// wordsOf the board they are of; highlight: the word of the Words view
// shown on the board.
const state = { letters: "", colors: "", solution: null, shown: 0, editing: -1, color: "w",
  fresh: false, game: "", entry: -1, seen: {}, reviewed: "", words: null, wordsOf: "",
  highlight: null };
const $ = (id) => document.getElementById(id);
const colorClass = { w: "c-w", b: "c-b", B: "c-bd", r: "c-r", R: "c-rd" };
const origins = { inferred: "worked out from this game's previous board",
  bubble: "read from the \u201cplayed\u201d bubble", player: "typed by you" };

function status(text) { $("status").textContent = text; }

// Each game's history lives in this browser's localStorage, keyed by its
// 25 letters; the server keeps none. A game is
// { states: [{ colors, toMove, answer, lastPlayed, learnt: [{ word, origin }], unknown,
// possible, knowsEveryPossible }], typed, saved }: each screenshot solved,
// oldest first, whose turn it showed (you, opponent; absent when not shown),
// with what was known after it (unknown: moves of the game not known exactly,
// null when unknown; possible: the words they may have been).
const storagePrefix = "lettersolve.game.";

function loadGame(letters) {
  try {
    const game = JSON.parse(localStorage.getItem(storagePrefix + letters) || "null");
    if (game && Array.isArray(game.states)) return game;
  } catch (error) { /* a damaged entry is started afresh */ }
  return { states: [], typed: "" };
}

// At most this many games are kept; the least recently solved go first.
const keptGames = 50;

function saveGame(letters, game) {
  try {
    if (!game.states.length) {
      localStorage.removeItem(storagePrefix + letters);
      return;
    }
    game.saved = Date.now();
    localStorage.setItem(storagePrefix + letters, JSON.stringify(game));
    const keys = Object.keys(localStorage).filter((key) => key.startsWith(storagePrefix));
    const saved = (key) => {
      try { return (JSON.parse(localStorage.getItem(key)) || {}).saved || 0; }
      catch (error) { return 0; }
    };
    keys.sort((a, b) => saved(a) - saved(b));
    for (const key of keys.slice(0, Math.max(0, keys.length - keptGames))) {
      localStorage.removeItem(key);
    }
  } catch (error) { status("This browser would not keep the game's history."); }
}

function playedWords() {
  return $("played").value.trim().toLowerCase().split(/[\s,+]+/).filter((w) => w);
}

// Where the board being solved goes in its game's history, and the
// board before it: a new screenshot follows the last one kept (or
// takes its place when it shows the same board); a change to a tile or
// to the played words solves the current screenshot again.
function placeInGame(game) {
  const states = game.states;
  if (!state.fresh && state.game === state.letters && state.entry >= 0
    && state.entry < states.length) {
    return { index: state.entry, previous: states[state.entry - 1] };
  }
  const last = states[states.length - 1];
  if (last && last.colors === state.colors) {
    return { index: states.length - 1, previous: states[states.length - 2] };
  }
  return { index: states.length, previous: last };
}

function query(previous) {
  // The CLI's defaults: the same look-ahead, so the same answer.
  const parameters = new URLSearchParams({ limit: "10" });
  const played = playedWords();
  if (played.length) parameters.set("played", played.join(","));
  if (previous) {
    parameters.set("previous", previous.colors);
    if (previous.answer) parameters.set("previous_answer", previous.answer.toLowerCase());
    // An answer given on their turn was for later: the turn says so.
    if (previous.toMove === "you" || previous.toMove === "opponent") {
      parameters.set("previous_to_move", previous.toMove);
    }
    const learnt = (previous.learnt || []).map((w) => w.word.toLowerCase());
    if (learnt.length) parameters.set("learnt", learnt.join(","));
    if (typeof previous.unknown === "number") {
      parameters.set("unknown_moves", String(previous.unknown));
    }
    // The server takes at most as many words as its page says: a longer
    // list goes as not known.
    const possible = (previous.possible || []).map((w) => w.toLowerCase());
    const sendsPossible = possible.length <= Number(document.body.dataset.maxPlayedWords);
    if (possible.length && sendsPossible) parameters.set("possibly_played", possible.join(","));
    if (previous.knowsEveryPossible && sendsPossible) {
      parameters.set("knows_every_possibly_played", "true");
    }
  }
  return "?" + parameters.toString();
}

// What went wrong, in a player's words, and what to do next; the
// server's own message is kept for what only it can say (a word, a board).
function problem(code, message, upload) {
  if (code === 503) return "The server is busy. Try again in a moment.";
  if (upload && code === 413) {
    return "That file is too large for a screenshot (20 MiB at most): choose the screenshot itself.";
  }
  if (upload && code === 415) return "That is not a screenshot: choose a PNG or JPEG picture.";
  if (upload && code === 400) {
    return "That file could not be opened as a PNG or JPEG picture (it may be cut short): "
      + "take the screenshot again, or choose another.";
  }
  if (upload && code === 422 && /no Letterpress board/.test(message)) {
    return "No Letterpress board was found in that picture: choose a screenshot of a "
      + "Letterpress game, or type the board's letters.";
  }
  return message.charAt(0).toUpperCase() + message.slice(1) + ".";
}

// Said when the server cannot be reached: the page solves nothing itself.
const needsServer = "lettersolve needs its server to solve: the computer running "
  + "\u201clettersolve serve\u201d must be on and on this network. Try again once it is.";

// Sends `body` to `path`; the answer's JSON, or null once the error is
// shown (an upload's error clears the board, another clears the answer).
async function post(path, body, type) {
  const upload = type.startsWith("image/");
  let response;
  try {
    response = await fetch(path, { method: "POST", headers: { "Content-Type": type }, body });
  } catch (error) {
    clearAnswer();
    status(needsServer);
    return null;
  }
  const json = await response.json().catch(() => null);
  if (response.ok && json) return json;
  showError(response.status, json, upload);
  return null;
}

// The error answered (`json`, the server's document, or null), as the page
// shows it: a reading that found most tiles is shown to be fixed; else
// no board (after an upload) and no answer, only what to do next.
function showError(code, json, upload) {
  const message = problem(code, json && json.error ? json.error : "", upload);
  if (json && json.reading && mostlyRead(json.reading)) {
    showReading(json.reading, message);
    return;
  }
  if (upload) clearBoard();
  else clearAnswer();
  status(message);
  reveal();
}

// At most this many tiles unread and a reading is worth fixing by hand.
const fixableTiles = 5;

function mostlyRead(reading) {
  const unknown = [...Array(25).keys()].filter((index) =>
    (reading.letters || "")[index] === "?" || (reading.colors || "")[index] === "?").length;
  return typeof reading.letters === "string" && reading.letters.length === 25
    && unknown <= fixableTiles;
}

// No answer shown (nor the bar): the board stays, to be changed.
function clearAnswer() {
  state.solution = null;
  state.highlight = null;
  draw();
}

// A new screenshot that fails leaves no old board behind.
function clearBoard() {
  state.letters = "";
  state.colors = "";
  state.solution = null;
  state.seen = {};
  state.fresh = true;
  state.entry = -1;
  state.highlight = null;
  draw();
}

function showReading(reading, message) {
  state.letters = reading.letters;
  state.colors = reading.colors;
  state.seen = { last_played: reading.last_played, to_move: reading.to_move };
  state.solution = null;
  state.highlight = null;
  draw();
  status(message.replace(/\.$/, "") + ". Tap the tiles marked ? to fix them.");
  reveal();
}

// Brings the answer (or the board, or what went wrong) into view after
// every action: the header stays at the top, the rest follows it.
function reveal() {
  const target = !$("result").hidden ? $("result") : !$("board").hidden ? $("board") : null;
  scrollBelowHeader(target);
}

// Scrolls `element` to just below the header that stays at the top (the
// page's top when null).
function scrollBelowHeader(element) {
  const top = element
    ? element.getBoundingClientRect().top + window.scrollY - $("top").offsetHeight - 4 : 0;
  window.scrollTo(0, Math.max(0, top));
}

// A screenshot is read first, so that its game (its letters) is known
// and that game's history can go with it; then the screenshot itself is
// solved, as the CLI solves it (its bubble and turn included).
async function solveFile(file) {
  if (!file) return;
  status("Reading\u2026");
  const type = file.type || "image/png";
  const reading = await post("/api/read", file, type);
  if (!reading) return;
  state.fresh = true;
  state.entry = -1;
  if (reading.letters.includes("?") || reading.colors.includes("?")) {
    if (mostlyRead(reading)) showReading(reading, "Some tiles could not be read");
    else showError(422, { error: "no Letterpress board was found" }, true);
    return;
  }
  adoptGame(reading.letters);
  state.letters = reading.letters;
  state.colors = reading.colors;
  state.seen = { last_played: reading.last_played, to_move: reading.to_move };
  solveBoard({ body: file, type });
}

// The words typed for the game of `letters` come back with it; another
// game's go.
function adoptGame(letters) {
  const known = loadGame(letters);
  if (known.states.length) $("played").value = known.typed || "";
  else if (state.game && state.game !== letters) $("played").value = "";
}

// A board started from its letters, typed or pasted: every tile free
// (or as coloured on the board shown, when it has the same letters).
function solveLetters() {
  const letters = $("letters-input").value.toUpperCase().replace(/[^A-Z]/g, "");
  if (letters.length !== 25) {
    status("A board has 25 letters, A to Z, row by row; that is " + letters.length + ".");
    return;
  }
  if (letters !== state.letters) {
    adoptGame(letters);
    state.colors = "w".repeat(25);
    state.seen = {};
  }
  state.letters = letters;
  state.fresh = true;
  state.entry = -1;
  $("letters-form").hidden = true;
  solveBoard();
}

// Solves the screenshot `image` ({ body, type }) when given, else the
// board as it stands with what its screenshot showed.
async function solveBoard(image) {
  if (state.letters.includes("?") || state.colors.includes("?")) {
    status("Some tiles are still unknown (?): tap them to set their letter and colour.");
    return;
  }
  if (!state.fresh && state.game && state.game !== state.letters) {
    // A letter was changed: the screenshot was of another game than
    // the one it was kept in.
    const old = loadGame(state.game);
    old.states.splice(state.entry, 1);
    saveGame(state.game, old);
    state.fresh = true;
  }
  const place = placeInGame(loadGame(state.letters));
  status("Solving\u2026");
  const board = { letters: state.letters, colors: state.colors };
  if (state.seen.last_played) board.last_played = state.seen.last_played;
  if (state.seen.to_move) board.to_move = state.seen.to_move;
  const json = image
    ? await post("/api/solve" + query(place.previous), image.body, image.type)
    : await post("/api/solve" + query(place.previous), JSON.stringify(board),
      "application/json");
  if (!json) return;
  keepAnswer(json, place);
}

// Shows the answer `json` and keeps it in its game's history at `place`.
function keepAnswer(json, place) {
  const letters = json.board.letters;
  const game = loadGame(letters);
  const history = json.history;
  game.states[place.index] = {
    colors: json.board.colors,
    toMove: json.to_move || null,
    answer: json.moves.length ? json.moves[0].word : null,
    lastPlayed: json.last_played || null,
    learnt: history ? history.played_words.filter((w) => w.origin !== "player") : [],
    unknown: history ? (typeof history.unknown_moves === "number"
      ? history.unknown_moves : null) : 0,
    possible: history ? history.possibly_played : [],
    knowsEveryPossible: history ? history.knows_every_possibly_played : true,
  };
  game.typed = playedWords().join(", ");
  saveGame(letters, game);
  state.game = letters;
  state.entry = place.index;
  state.fresh = false;
  state.solution = json;
  state.letters = letters;
  state.colors = json.board.colors;
  state.shown = 0;
  state.highlight = null;
  draw();
  status("");
  if (!$("words-view").hidden) loadWords();
  reveal();
}

function mightBePlayed(word) {
  const history = state.solution && state.solution.history;
  return Boolean(history && (history.might_be_played || []).includes(word.toUpperCase()));
}

// The answer's sentences, as the server words them (`sentences`: turn,
// move, taps, chance, doubt, and the lines the CLI prints): the page
// words none of the answer itself.
function sentences() {
  return state.solution.sentences || { move: "", lines: [] };
}

function drawHistory() {
  const section = $("history");
  const game = state.game ? loadGame(state.game) : null;
  const count = game ? game.states.length : 0;
  // A review shown stays only while it is of the game as kept, and shown.
  if (state.reviewed !== state.game + ":" + count || !state.solution) {
    $("review-result").hidden = true;
  }
  if (!game || !count || !state.solution) {
    section.hidden = true;
    return;
  }
  section.hidden = false;
  const history = state.solution.history;
  let summary = count + (count === 1 ? " screenshot" : " screenshots") + " of this game kept.";
  if (history && history.complete) summary += " Every move of the game is known.";
  else if (history && typeof history.unknown_moves === "number") {
    summary += " " + history.unknown_moves + (history.unknown_moves === 1
      ? " earlier move is" : " earlier moves are") + " not known.";
  } else if (history) summary += " Earlier moves are not known.";
  $("history-summary").textContent = summary;
  const list = $("history-words");
  list.textContent = "";
  const words = history ? history.played_words : [];
  for (const word of words) {
    const item = document.createElement("li");
    item.textContent = word.word + ": " + (origins[word.origin] || word.origin);
    list.append(item);
  }
  if (!words.length) {
    const item = document.createElement("li");
    item.textContent = "No word is known to be played yet.";
    list.append(item);
  }
  $("history-doubt").textContent = history && history.doubt && history.might_be_played.length
    ? "Might already be played (" + history.doubt + "): "
      + history.might_be_played.join(", ") + "." : "";
  // A review needs two boards of the game: the one before a move and the one after.
  $("review").hidden = count < 2;
}

// The kept game as /api/review takes it: its boards in order, with whose
// turn each showed when known (not shown is taken as yours), the answer
// given on each and its "played" bubble when read, and every
// word known played (learnt from its boards, or typed).
function reviewRequest(letters, game) {
  const boards = game.states.map((kept) => {
    const board = { colors: kept.colors };
    if (kept.toMove === "you" || kept.toMove === "opponent") board.to_move = kept.toMove;
    if (kept.lastPlayed) board.last_played = kept.lastPlayed;
    if (kept.answer) board.answer = kept.answer;
    return board;
  });
  const words = new Set((game.typed || "").toLowerCase().split(/[\s,+]+/).filter((w) => w));
  for (const kept of game.states) {
    for (const learnt of kept.learnt || []) words.add(learnt.word.toLowerCase());
  }
  return { letters, boards, played: [...words] };
}

async function review() {
  if (!state.game) return;
  const game = loadGame(state.game);
  if (game.states.length < 2) return;
  status("Reviewing the game\u2026");
  const json = await post("/api/review", JSON.stringify(reviewRequest(state.game, game)),
    "application/json");
  if (!json) return;
  state.reviewed = state.game + ":" + game.states.length;
  showReview(json);
  status("");
}

// A review's chance as a whole percentage, as `review` writes it.
function reviewPercent(chance) {
  return typeof chance === "number" ? Math.round(chance * 100) + "%" : "?";
}

function showReview(review) {
  const body = $("review-moves").querySelector("tbody");
  const labels = [...$("review-moves").querySelectorAll("thead th")].map((th) => th.textContent);
  body.textContent = "";
  review.moves.forEach((move, index) => {
    const row = document.createElement("tr");
    const turning = review.turning_point === index + 1;
    if (turning) row.className = "turning";
    const cells = [(turning ? "* " : "") + (index + 1), move.word, move.best || "-",
      reviewPercent(move.win_chance_before), reviewPercent(move.win_chance_after),
      reviewPercent(move.win_chance_best), move.class];
    cells.forEach((text, column) => {
      const cell = document.createElement("td");
      cell.dataset.label = labels[column];
      cell.textContent = text;
      row.append(cell);
    });
    body.append(row);
  });
  $("review-turning").textContent = review.turning_point
    ? "* the turning point, the larger mark on the graph." : "";
  $("review-summary").textContent = review.summary;
  drawGraph($("review-graph"), review);
  $("review-result").hidden = false;
  scrollBelowHeader($("review-result"));
}

const svgSpace = "http://www.w3.org/2000/svg";

function svgElement(name, attributes, text) {
  const element = document.createElementNS(svgSpace, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  if (text) element.textContent = text;
  return element;
}

// The win chance over the game: a line for you (blue) and one for the
// opponent (red, one minus yours), a mark at each board you moved on
// (the turning point's larger), 0, 50 and 100% labelled.
function drawGraph(holder, review) {
  const width = 320, height = 160, left = 34, right = 8, top = 8, bottom = 8;
  const chances = review.chances;
  const x = (index) => left + (chances.length > 1
    ? index * (width - left - right) / (chances.length - 1) : (width - left - right) / 2);
  const y = (chance) => top + (1 - chance) * (height - top - bottom);
  const graph = svgElement("svg", { viewBox: "0 0 " + width + " " + height, role: "img",
    "aria-label": "Your chance to win (blue) and the opponent's (red) at each board" });
  for (const level of [0, 0.5, 1]) {
    graph.append(svgElement("line", { x1: left, x2: width - right, y1: y(level), y2: y(level),
      stroke: "#ccc", "stroke-width": 1 }));
    graph.append(svgElement("text", { x: left - 4, y: y(level) + 3, "text-anchor": "end" },
      Math.round(level * 100) + "%"));
  }
  const line = (chance, color, name) => svgElement("polyline", { class: name, fill: "none",
    stroke: color, "stroke-width": 2, "stroke-linejoin": "round",
    points: chances.map((c, index) => x(index) + "," + y(chance(c))).join(" ") });
  graph.append(line((c) => 1 - c, "#e0402f", "opponent"));
  graph.append(line((c) => c, "#1f78d1", "you"));
  review.moves.forEach((move, index) => {
    const turning = review.turning_point === index + 1;
    graph.append(svgElement("circle", { class: turning ? "move turning" : "move",
      cx: x(move.board), cy: y(chances[move.board]), r: turning ? 7 : 4,
      fill: turning ? "#fff" : "#1f78d1", stroke: "#1f78d1", "stroke-width": 2 }));
  });
  holder.textContent = "";
  holder.append(graph);
}

function forget() {
  if (!state.game) return;
  saveGame(state.game, { states: [], typed: "" });
  state.entry = -1;
  state.fresh = true;
  drawHistory();
  status("This game's history is forgotten in this browser.");
}

// The Words view: every word the board can spell that the played words
// allow, longest first, each with its best tiles (/api/words).
async function loadWords() {
  const key = state.letters + ":" + state.colors + ":" + playedWords().join(",");
  if (state.words && state.wordsOf === key) {
    drawWords();
    return;
  }
  const parameters = new URLSearchParams();
  const played = playedWords();
  if (played.length) parameters.set("played", played.join(","));
  $("words-count").textContent = "Finding the words\u2026";
  $("words-list").textContent = "";
  const json = await post("/api/words?" + parameters.toString(),
    JSON.stringify({ letters: state.letters, colors: state.colors }), "application/json");
  if (!json) return;
  state.words = json.words;
  state.wordsOf = key;
  const select = $("words-length");
  const chosen = select.value;
  const lengths = [...new Set(json.words.map((w) => w.word.length))].sort((a, b) => b - a);
  select.textContent = "";
  select.append(new Option("any length", ""));
  for (const length of lengths) select.append(new Option(length + " letters", String(length)));
  if (lengths.includes(Number(chosen))) select.value = chosen;
  drawWords();
}

function drawWords() {
  const filter = $("words-filter").value.toUpperCase().replace(/[^A-Z]/g, "");
  const length = Number($("words-length").value) || 0;
  const words = (state.words || []).filter((entry) =>
    (!filter || entry.word.includes(filter)) && (!length || entry.word.length === length));
  const total = (state.words || []).length;
  $("words-count").textContent = words.length === total
    ? total + (total === 1 ? " playable word" : " playable words") + ", longest first; tap one "
      + "to see its tiles"
    : words.length + " of " + total + " playable words";
  const list = $("words-list");
  list.textContent = "";
  // The first few hundred: a list longer than that is filtered, not scrolled.
  for (const entry of words.slice(0, 400)) {
    const item = document.createElement("li");
    if (state.highlight && state.highlight.word === entry.word) item.className = "shown";
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = entry.word + " ";
    const score = document.createElement("span");
    score.className = "score";
    score.textContent = entry.score.player + "\u2013" + entry.score.opponent;
    button.append(score);
    button.addEventListener("click", () => {
      state.highlight = entry;
      draw();
      drawWords();
      scrollBelowHeader($("board"));
    });
    item.append(button);
    list.append(item);
  }
}

function toggleWords() {
  const view = $("words-view");
  view.hidden = !view.hidden;
  $("show-words").setAttribute("aria-pressed", String(!view.hidden));
  if (view.hidden) {
    state.highlight = null;
    draw();
    return;
  }
  loadWords();
  scrollBelowHeader(view);
}

// The tiles shown numbered on the board: the word chosen in the Words
// view, else the move chosen among the answer's (the first: as the
// server's sentences say it).
function shownTiles() {
  if (state.highlight) return state.highlight.tiles;
  // On their turn, the answer is for later: your answer to their likely
  // move, whose taps the server's sentences name.
  const their = state.solution && state.solution.their_turn;
  if (state.shown === 0 && their && their.answer && (their.answer_tiles || []).length) {
    return their.answer_tiles;
  }
  const moves = state.solution ? state.solution.moves : [];
  return moves[state.shown] ? moves[state.shown].tiles : [];
}

function drawBoard() {
  const board = $("board");
  board.textContent = "";
  board.hidden = !state.letters;
  if (!state.letters) return;
  const tiles = shownTiles();
  for (let index = 0; index < 25; index++) {
    const tile = document.createElement("button");
    tile.type = "button";
    tile.className = "tile " + (colorClass[state.colors[index]] || "c-unknown");
    tile.dataset.index = String(index);
    const letter = document.createElement("span");
    letter.className = "letter";
    letter.textContent = state.letters[index] || "?";
    tile.append(letter);
    const name = "r" + (Math.floor(index / 5) + 1) + "c" + (index % 5 + 1);
    const tap = tiles.indexOf(name);
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
}

// The answer as the server words it, for the best move; another move
// chosen in the list (or a word in the Words view) is named by its word
// and the tiles it leaves.
function drawAnswer() {
  const solution = state.solution;
  $("result").hidden = !solution;
  const doubt = $("doubt");
  doubt.textContent = "";
  if (!solution) {
    for (const id of ["situation", "answer", "standing-text", "taps"]) $(id).textContent = "";
    $("win-bar").hidden = true;
    $("chance-note").hidden = true;
    return;
  }
  const said = sentences();
  const other = state.highlight || (state.shown > 0 ? solution.moves[state.shown] : null);
  $("situation").textContent = said.turn || "";
  $("answer").textContent = other
    ? other.word + ": you " + other.score.player + ", them " + other.score.opponent
    : said.move;
  $("taps").textContent = other ? "" : said.taps || "";
  $("standing-text").textContent = other ? "" : said.chance;
  const playing = state.colors.includes("w") && Boolean(said.chance) && !other;
  $("win-bar").hidden = !playing;
  $("chance-note").hidden = !playing;
  if (playing) $("win-bar").value = solution.win_chance;
  for (const line of other ? [] : said.doubt || []) {
    const item = document.createElement("li");
    item.textContent = line;
    doubt.append(item);
  }
}

function drawMoves() {
  const list = $("moves");
  list.textContent = "";
  const moves = state.solution ? state.solution.moves : [];
  moves.forEach((other, number) => {
    const item = document.createElement("li");
    if (number === state.shown && !state.highlight) item.className = "shown";
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = other.word + ": you " + other.score.player
      + ", opponent " + other.score.opponent + (other.wins ? ", wins" : "")
      + (mightBePlayed(other.word) ? " (might already be played)" : "");
    button.addEventListener("click", () => {
      state.shown = number;
      state.highlight = null;
      draw();
      reveal();
    });
    item.append(button);
    list.append(item);
  });
}

function draw() {
  const shown = Boolean(state.letters);
  $("drop").hidden = shown;
  $("new-shot").hidden = !shown;
  $("show-words").hidden = !shown || state.letters.includes("?") || state.colors.includes("?");
  if ($("show-words").hidden) {
    $("words-view").hidden = true;
    $("show-words").setAttribute("aria-pressed", "false");
  }
  drawBoard();
  drawAnswer();
  drawMoves();
  drawHistory();
}

function edit(index) {
  state.editing = index;
  $("editor").hidden = false;
  $("editor-place").textContent = "row " + (Math.floor(index / 5) + 1) + ", column "
    + (index % 5 + 1);
  const letter = state.letters[index];
  $("tile-letter").value = letter === "?" ? "" : letter;
  choose(colorClass[state.colors[index]] ? state.colors[index] : "w");
  $("editor").scrollIntoView({ block: "nearest" });
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

// A screenshot shared to the installed page (POST /share) comes back as
// the page with the server's answer in a data block: shown as if solved
// here, or solved again with the game's history when this browser keeps
// earlier boards of it.
function takeShared() {
  const block = $("shared");
  if (!block) return;
  let shared = null;
  try { shared = JSON.parse(block.textContent); } catch (error) { return; }
  history.replaceState(null, "", "/");
  if (shared.answer) {
    const answer = shared.answer;
    const letters = answer.board.letters;
    adoptGame(letters);
    state.letters = letters;
    state.colors = answer.board.colors;
    state.seen = { last_played: answer.last_played, to_move: answer.to_move };
    state.fresh = true;
    state.entry = -1;
    const game = loadGame(letters);
    const place = placeInGame(game);
    if (place.previous) solveBoard();
    else keepAnswer(answer, place);
  } else {
    showError(shared.status || 400, shared, true);
  }
}

document.addEventListener("DOMContentLoaded", () => {
  $("file").addEventListener("change", (event) => {
    solveFile(event.target.files[0]);
    event.target.value = "";
  });
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
    if (event.target instanceof HTMLInputElement) return;
    const item = [...event.clipboardData.items].find((it) => it.type.startsWith("image/"));
    if (item) solveFile(item.getAsFile());
  });
  for (const button of document.querySelectorAll("[data-color]")) {
    button.addEventListener("click", () => choose(button.dataset.color));
  }
  $("apply").addEventListener("click", apply);
  $("forget").addEventListener("click", forget);
  $("review").addEventListener("click", review);
  $("show-letters").addEventListener("click", () => {
    const form = $("letters-form");
    form.hidden = !form.hidden;
    if (!form.hidden) {
      if (state.letters && !state.letters.includes("?")) $("letters-input").value = state.letters;
      $("letters-input").focus();
      form.scrollIntoView({ block: "nearest" });
    }
  });
  $("letters-form").addEventListener("submit", (event) => {
    event.preventDefault();
    solveLetters();
  });
  $("show-words").addEventListener("click", toggleWords);
  $("words-filter").addEventListener("input", drawWords);
  $("words-length").addEventListener("change", drawWords);
  $("played").addEventListener("change", () => {
    if (state.letters && !state.letters.includes("?")) solveBoard();
  });
  if ("serviceWorker" in navigator) {
    navigator.serviceWorker.register("/sw.js").catch(() => { /* the page works without it */ });
  }
  // Opened without its server (the installed page, offline): say so now.
  fetch("/healthz", { cache: "no-store" }).catch(() => status(needsServer));
  takeShared();
});
