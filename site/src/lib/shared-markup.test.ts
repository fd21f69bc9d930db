import { expect, test } from "vitest";
import { sharedMarkup } from "./shared-markup.ts";

test("markup is rendered once per name and data object, and repeated after", async () => {
  let renders = 0;
  const render = (html: string) => async () => {
    renders++;
    return html;
  };
  expect(await sharedMarkup("menu de", undefined, render("<ul>de</ul>"))).toBe("<ul>de</ul>");
  expect(await sharedMarkup("menu de", undefined, render("<ul>other</ul>"))).toBe("<ul>de</ul>");
  expect(await sharedMarkup("menu en", undefined, render("<ul>en</ul>"))).toBe("<ul>en</ul>");
  const item = { id: 1 };
  const copy = { id: 1 };
  expect(await sharedMarkup("card de", item, render("<a>1</a>"))).toBe("<a>1</a>");
  expect(await sharedMarkup("card de", item, render("<a>again</a>"))).toBe("<a>1</a>");
  expect(await sharedMarkup("card de", copy, render("<a>copy</a>"))).toBe("<a>copy</a>");
  expect(renders).toBe(4);
});
