/// The API's description, served at `/openapi.json` (OpenAPI 3.1, written by
/// hand beside the routes it describes).
enum OpenAPI {
  static let document = #"""
    {
      "openapi": "3.1.0",
      "info": {
        "title": "lettersolve",
        "version": "0.1.0",
        "description": "Read a Letterpress screenshot and find the best move. Errors are JSON objects {error, status} with the CLI's wording; a 422 for unsure tiles also carries the partial reading."
      },
      "paths": {
        "/api/read": {
          "post": {
            "summary": "The board read from a screenshot (as `lettersolve read --json`).",
            "requestBody": { "$ref": "#/components/requestBodies/Screenshot" },
            "responses": {
              "200": { "description": "The reading, every tile read or not.", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Reading" } } } },
              "400": { "$ref": "#/components/responses/Error" },
              "413": { "$ref": "#/components/responses/Error" },
              "415": { "$ref": "#/components/responses/Error" },
              "422": { "$ref": "#/components/responses/Error" },
              "503": { "$ref": "#/components/responses/Error" }
            }
          }
        },
        "/api/solve": {
          "post": {
            "summary": "The best moves for the player to move (as `lettersolve solve --json`), from a screenshot or a board.",
            "parameters": [
              { "name": "played", "in": "query", "description": "Words already played, comma-separated.", "schema": { "type": "string" } },
              { "name": "time", "in": "query", "description": "The look-ahead's time budget in seconds (default 2, at most 10); 0 for the one-move ranking.", "schema": { "type": "number", "minimum": 0, "maximum": 10 } },
              { "name": "depth", "in": "query", "description": "Plies to look ahead (1 is the one-move ranking), within the time cap.", "schema": { "type": "integer", "minimum": 1, "maximum": 6 } },
              { "name": "limit", "in": "query", "description": "How many moves to return (default 10).", "schema": { "type": "integer", "minimum": 1, "maximum": 50 } },
              { "name": "dict", "in": "query", "description": "A built-in word list by name (letterpress, letterpress-fr, ...); never a path.", "schema": { "type": "string" } }
            ],
            "requestBody": {
              "required": true,
              "content": {
                "image/png": { "schema": { "type": "string", "format": "binary" } },
                "image/jpeg": { "schema": { "type": "string", "format": "binary" } },
                "multipart/form-data": { "schema": { "type": "object", "properties": { "image": { "type": "string", "format": "binary" } } } },
                "application/json": { "schema": { "$ref": "#/components/schemas/Board" } }
              }
            },
            "responses": {
              "200": { "description": "The solution.", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Solution" } } } },
              "400": { "$ref": "#/components/responses/Error" },
              "413": { "$ref": "#/components/responses/Error" },
              "415": { "$ref": "#/components/responses/Error" },
              "422": { "$ref": "#/components/responses/Error" },
              "503": { "$ref": "#/components/responses/Error" }
            }
          }
        },
        "/healthz": {
          "get": { "summary": "Whether the server is up.", "responses": { "200": { "description": "{\"status\": \"ok\"}" } } }
        },
        "/": {
          "get": { "summary": "The page for phones and browsers.", "responses": { "200": { "description": "HTML." } } }
        }
      },
      "components": {
        "requestBodies": {
          "Screenshot": {
            "required": true,
            "description": "A PNG or JPEG screenshot, at most 20 MiB: the raw body, or a file part of a form.",
            "content": {
              "image/png": { "schema": { "type": "string", "format": "binary" } },
              "image/jpeg": { "schema": { "type": "string", "format": "binary" } },
              "multipart/form-data": { "schema": { "type": "object", "properties": { "image": { "type": "string", "format": "binary" } } } }
            }
          }
        },
        "responses": {
          "Error": { "description": "Refused, with the reason.", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Error" } } } }
        },
        "schemas": {
          "Error": {
            "type": "object", "required": ["error", "status"],
            "properties": { "error": { "type": "string" }, "status": { "type": "integer" }, "reading": { "$ref": "#/components/schemas/Reading" } }
          },
          "Board": {
            "type": "object", "required": ["letters"],
            "properties": { "letters": { "type": "string", "description": "25 letters, row by row." }, "colors": { "type": "string", "description": "25 of w b B r R (free, yours, yours defended, theirs, theirs defended)." } }
          },
          "Reading": {
            "type": "object",
            "properties": {
              "letters": { "type": "string" }, "colors": { "type": "string" }, "confidence": { "type": "number" }, "theme": { "type": "string" },
              "board": { "type": "object", "properties": { "tile": { "type": "number" }, "x": { "type": "number" }, "y": { "type": "number" } } },
              "tiles": { "type": "array", "items": { "type": "object", "properties": { "letter": { "type": "string" }, "color": { "type": "string" }, "confidence": { "type": "number" } } } }
            }
          },
          "Solution": {
            "type": "object",
            "properties": {
              "board": { "$ref": "#/components/schemas/Board" },
              "dictionary": { "type": "object", "properties": { "name": { "type": "string" }, "words": { "type": "integer" }, "playable": { "type": "integer" }, "played": { "type": "array", "items": { "type": "string" } }, "moves": { "type": "integer" } } },
              "moves": { "type": "array", "items": { "$ref": "#/components/schemas/Move" } },
              "search": { "type": "object", "description": "What the look-ahead did, when it ranked the moves." }
            }
          },
          "Move": {
            "type": "object",
            "properties": {
              "word": { "type": "string" },
              "tiles": { "type": "array", "items": { "type": "integer", "minimum": 0, "maximum": 24 }, "description": "Row-major tile indices in tap order." },
              "score": { "type": "object", "properties": { "player": { "type": "integer" }, "opponent": { "type": "integer" } } },
              "defended": { "type": "object", "properties": { "player": { "type": "integer" }, "opponent": { "type": "integer" } } },
              "ends_game": { "type": "boolean" }, "wins": { "type": "boolean" }, "gives_opponent_win": { "type": "boolean" },
              "opponent_winning_reply": { "type": "string" }, "reply": { "type": "string" }, "value": { "type": "integer" }
            }
          }
        }
      }
    }
    """#
}
