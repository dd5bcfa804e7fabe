// @ts-check

/**
 * Settings of the example package. Every field is optional; missing fields get a default value.
 * @typedef {object} Options
 * @property {string} [name] Name of the Pod and of the document group that holds it.
 * @property {string} [namespace] Namespace of the Pod.
 * @property {string} [image] Container image the Pod runs.
 */

// This file only holds the Options type; it exports no values.
module.exports = {};
