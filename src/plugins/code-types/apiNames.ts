import ts from 'typescript';

const cache = new WeakMap<ts.Program, Map<string, string>>();

/**
 * The qualified name of every item the declarations export, by where its name is declared (`file:position`): the
 * names TypeDoc gives the same items (`Builder.addDocument`, `file.readAllText`, `environmentType.production`), since
 * both follow the exports of the entry point. Positions, unlike symbols, stay the same from one program to the next.
 */
export function apiNames(program: ts.Program, entryPoint: string): ReadonlyMap<string, string> {
  const known = cache.get(program);
  if (known) {
    return known;
  }
  const names = new Map<string, string>();
  const checker = program.getTypeChecker();
  const entry = program.getSourceFile(entryPoint);
  const entrySymbol = entry && checker.getSymbolAtLocation(entry);
  const record = (symbol: ts.Symbol, name: string) => {
    for (const declaration of symbol.declarations ?? []) {
      const at = ts.getNameOfDeclaration(declaration) ?? declaration;
      const key = `${declaration.getSourceFile().fileName}:${at.getStart()}`;
      if (!names.has(key)) {
        names.set(key, name);
      }
    }
  };
  const seen = new Set<ts.Symbol>();
  const walk = (container: ts.Symbol, prefix: string) => {
    for (const exported of checker.getExportsOfModule(container)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const name = `${prefix}${exported.name}`;
      record(symbol, name);
      if (seen.has(symbol)) {
        continue;
      }
      seen.add(symbol);
      if (symbol.flags & (ts.SymbolFlags.ValueModule | ts.SymbolFlags.NamespaceModule)) {
        walk(symbol, `${name}.`);
      }
      if (symbol.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface | ts.SymbolFlags.Enum)) {
        // Instance members, then static members and enum members; TypeDoc calls a constructor `constructor`.
        for (const members of [
          symbol.members,
          symbol.flags & ts.SymbolFlags.Enum || symbol.flags & ts.SymbolFlags.Class ? symbol.exports : undefined,
        ]) {
          members?.forEach((member, key) => {
            if (key !== 'prototype') {
              record(member, `${name}.${key === ts.InternalSymbolName.Constructor ? 'constructor' : member.name}`);
            }
          });
        }
      }
    }
  };
  if (entrySymbol) {
    walk(entrySymbol, '');
  }
  cache.set(program, names);
  return names;
}
