// Stands in for @electric-sql/pglite inside the images. The embedded database
// is for `npm start` on a laptop; a container always gets DATABASE_URL, so the
// images leave PGlite's 27 MB of wasm out and say so if it is ever reached.
class PGlite {
  static async create() {
    throw new Error('this image has no embedded database: set DATABASE_URL to a PostgreSQL server');
  }
}
module.exports = { PGlite };
